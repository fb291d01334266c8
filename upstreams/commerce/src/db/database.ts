import { openSqlite, type SqliteDb } from '@nails/platform/sqlite';
import { runMigrations } from './migrate.ts';

export type Db = SqliteDb;

/**
 * Opens (creating when missing) the commerce database with the services' one SQLite opener
 * (platform: 0600 file, WAL, foreign keys, busy timeout for the CLI writing while the service
 * runs), then runs every pending migration. `synchronous = NORMAL`: in WAL mode a power cut can
 * lose the last commits but never corrupts, and checkout writes several times per order.
 */
export function openDatabase(file: string): Db {
  return openSqlite(file, { synchronous: 'NORMAL', migrate: (db) => runMigrations(db) });
}
