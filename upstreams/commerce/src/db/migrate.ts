import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';

/**
 * Numbered SQL migrations in src/db/migrations: `NNN_name.sql`, applied once each in number
 * order, each in its own transaction, recorded in `schema_migrations`. 001-099 belong to the
 * catalogue, 100-199 to the shop. A migration is never edited once committed: add the next number.
 */
export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(dir = migrationsDir): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => /^(\d{3})[_-](.+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      version: Number(match[1]),
      name: match[2] ?? '',
      sql: readFileSync(path.join(dir, match[0]), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  const seen = new Set<number>();
  for (const migration of migrations) {
    if (seen.has(migration.version))
      throw new Error(`Two migrations are numbered ${migration.version} in ${dir}`);
    seen.add(migration.version);
  }
  return migrations;
}

/** Applies the pending migrations; returns the versions it applied. */
export function runMigrations(db: Database.Database, dir = migrationsDir): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (row) => row.version,
    ),
  );
  const done: number[] = [];
  for (const migration of listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    // IMMEDIATE takes the write lock first, so a CLI and the service starting together never
    // both apply one migration; the second re-checks and skips it.
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
