import Database from 'better-sqlite3';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { runMigrations } from './migrate.ts';

export type Db = Database.Database;

/**
 * Opens (creating when missing) the commerce database: WAL so readers never wait on the writer,
 * foreign keys on (SQLite leaves them off by default), a busy timeout for the CLI writing while
 * the service runs, then every pending migration.
 */
export function openDatabase(file: string): Db {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  createPrivately(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  runMigrations(db);
  return db;
}

/**
 * The database holds customers, sessions and orders: only the service's user may read it. The
 * file is created 0600 before SQLite opens it (SQLite gives its -wal and -shm files the database
 * file's mode), and an older world-readable file is narrowed to 0600.
 */
function createPrivately(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}
