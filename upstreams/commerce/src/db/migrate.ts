import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, type Migration, type SqliteDb } from '@nails/platform/sqlite';

/**
 * Numbered SQL migrations in src/db/migrations: `NNN_name.sql`, applied once each in number
 * order, each in its own transaction, recorded in `schema_migrations`. 001-099 belong to the
 * catalogue, 100-199 to the shop. A migration is never edited once committed: add the next number.
 */
export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type { Migration };

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

/** Applies the pending migrations (platform's runner); returns the versions it applied. */
export function runMigrations(db: SqliteDb, dir = migrationsDir): number[] {
  return applyMigrations(db, listMigrations(dir));
}
