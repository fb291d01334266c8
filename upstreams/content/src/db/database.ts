import { applyMigrations, openSqlite, type SqliteDb } from '@nails/platform/sqlite';
import { migrations } from './migrations.ts';

export type Db = SqliteDb;

/**
 * Opens (creating if needed) the content database with the services' one SQLite opener (platform:
 * 0600 file since it holds API tokens and newsletter addresses, WAL so reads go on while a write
 * commits, foreign keys so a deleted logo clears from `global`) and brings its schema up to date.
 */
export function openDatabase(file: string): Db {
  return openSqlite(file, { migrate: (db) => applyMigrations(db, migrations) });
}

export const nowIso = () => new Date().toISOString();
