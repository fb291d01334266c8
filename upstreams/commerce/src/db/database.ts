import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { runMigrations } from './migrate.ts';

export type Db = Database.Database;

/**
 * Opens (creating when missing) the commerce database: WAL so readers never wait on the writer,
 * foreign keys on (SQLite leaves them off by default), a busy timeout for the CLI writing while
 * the service runs, then every pending migration.
 */
export function openDatabase(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  runMigrations(db);
  return db;
}
