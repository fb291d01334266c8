import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyMigrations, openSqlite } from '../src/sqlite.ts';

const folder = () => mkdtempSync(path.join(tmpdir(), 'nails-sqlite-'));

describe('the SQLite opener every service uses', () => {
  it('creates the folder and a database file only the service user may read, with its WAL files', () => {
    const file = path.join(folder(), 'nested', 'shop.sqlite');
    const db = openSqlite(file);
    db.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1);');
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(existsSync(`${file}-wal`)).toBe(true);
    expect(statSync(`${file}-wal`).mode & 0o077).toBe(0);
    db.close();
  });

  it('narrows an older world-readable file to 0600', () => {
    const file = path.join(folder(), 'old.sqlite');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    openSqlite(file).close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('turns on WAL, foreign keys and a busy timeout, and the synchronous level asked for', () => {
    const file = path.join(folder(), 'p.sqlite');
    const plain = openSqlite(file);
    expect(plain.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(plain.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(plain.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(plain.pragma('synchronous', { simple: true })).toBe(2); // FULL, SQLite's default
    plain.close();
    const normal = openSqlite(file, { synchronous: 'NORMAL' });
    expect(normal.pragma('synchronous', { simple: true })).toBe(1);
    normal.close();
  });

  it('runs the service migrations before handing the database out, and refuses orphan rows', () => {
    const db = openSqlite(path.join(folder(), 'm.sqlite'), {
      migrate: (d) =>
        d.exec('CREATE TABLE a (id INTEGER PRIMARY KEY); CREATE TABLE b (a_id INTEGER REFERENCES a(id));'),
    });
    expect(() => db.prepare('INSERT INTO b VALUES (42)').run()).toThrow(/FOREIGN KEY/);
    db.close();
  });
});

describe('the migration runner every service uses', () => {
  const migrations = [
    { version: 2, name: 'second', sql: 'INSERT INTO log VALUES (2);' },
    { version: 1, name: 'first', sql: 'CREATE TABLE log (n INTEGER);' },
  ];

  it('applies each migration once, in version order, and records it', () => {
    const db = openSqlite(':memory:');
    expect(applyMigrations(db, migrations)).toEqual([1, 2]);
    expect(
      applyMigrations(db, [...migrations, { version: 3, name: 'third', sql: 'INSERT INTO log VALUES (3);' }]),
    ).toEqual([3]);
    expect(db.prepare('SELECT n FROM log').pluck().all()).toEqual([2, 3]);
    expect(db.prepare('SELECT name FROM schema_migrations ORDER BY version').pluck().all()).toEqual([
      'first',
      'second',
      'third',
    ]);
  });

  it('rolls a failing migration back and keeps the ones before it', () => {
    const db = openSqlite(':memory:');
    expect(() =>
      applyMigrations(db, [
        migrations[1]!,
        { version: 2, name: 'bad', sql: 'CREATE TABLE b (n INTEGER); INSERT INTO nowhere VALUES (1);' },
      ]),
    ).toThrow(/nowhere/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    expect(db.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual([1]);
  });

  it('skips a migration another connection applied meanwhile (a CLI starting beside the service)', () => {
    const file = path.join(folder(), 'shared.sqlite');
    const service = openSqlite(file);
    const cli = openSqlite(file);
    expect(applyMigrations(service, migrations)).toEqual([1, 2]);
    expect(applyMigrations(cli, migrations)).toEqual([]);
    expect(cli.prepare('SELECT n FROM log').pluck().all()).toEqual([2]);
    service.close();
    cli.close();
  });
});
