import Database from 'better-sqlite3';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { traceSqlite } from './telemetry/sqlite-spans.ts';

/** An open SQLite database (better-sqlite3: synchronous, so one statement never interleaves). */
export type SqliteDb = Database.Database;

export interface SqliteOptions {
  /**
   * `NORMAL` trades the last commits before a power cut (never corruption, in WAL mode) for
   * fewer fsyncs; SQLite's default, `FULL`, syncs every commit.
   */
  synchronous?: 'NORMAL' | 'FULL';
  /** Brings the schema up to date before anyone reads (each service owns its migrations). */
  migrate?: (db: SqliteDb) => void;
}

/**
 * Opens (creating when missing) a service's SQLite database the one way every service does:
 * the file private to the service's user, WAL so readers never wait on the writer, foreign keys
 * on (SQLite leaves them off by default), a busy timeout so a CLI writing while the service runs
 * waits instead of failing, then the service's migrations; its statements are spans inside a trace.
 */
export function openSqlite(file: string, options: SqliteOptions = {}): SqliteDb {
  const inMemory = file === ':memory:';
  if (!inMemory) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    createPrivately(file);
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (options.synchronous) db.pragma(`synchronous = ${options.synchronous}`);
  options.migrate?.(db);
  // After the migrations: statements inside a request are spans of its trace (telemetry README).
  return traceSqlite(db, inMemory ? 'memory' : path.basename(file).replace(/\.(db|sqlite3?)$/, ''));
}

/** One schema change: applied once, in version order, recorded in `schema_migrations`. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction;
 * returns the versions it applied. IMMEDIATE takes the write lock first, so a CLI and the service
 * starting together never both apply one migration: the second re-checks and skips it.
 */
export function applyMigrations(db: SqliteDb, migrations: readonly Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const done: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version)) return;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    }).immediate();
    done.push(migration.version);
  }
  return done;
}

/**
 * The databases hold customers, sessions, orders, API tokens and newsletter addresses: only the
 * service's user may read them. The file is created 0600 before SQLite opens it (SQLite gives its
 * -wal and -shm files the database file's mode), and an older world-readable file is narrowed.
 */
function createPrivately(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}
