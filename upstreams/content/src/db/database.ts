import Database from 'better-sqlite3';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { migrations } from './migrations.ts';

export type Db = Database.Database;

/** Opens (creating if needed) the content database and brings its schema up to date. */
export function openDatabase(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  createPrivately(file);
  const db = new Database(file);
  // WAL keeps reads going while a write commits; foreign keys clear a deleted logo from `global`.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    })();
  }
}

export const nowIso = () => new Date().toISOString();

/**
 * The database holds API tokens and newsletter addresses: only the service's user may read it. The
 * file is created 0600 before SQLite opens it (SQLite gives its -wal and -shm files the database
 * file's mode), and an older world-readable file is narrowed to 0600.
 */
function createPrivately(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}
