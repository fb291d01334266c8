import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { listMigrations, runMigrations } from '../../src/db/migrate.ts';
import { formatMoney, formatMoneyRange, toCents } from '../../src/money.ts';

const dirs: string[] = [];
const folder = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'commerce-migrations-'));
  dirs.push(dir);
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('apply numbered files once, in number order, and skip other files', () => {
    const dir = folder({
      '002_second.sql': 'INSERT INTO log VALUES (2);',
      '001_first.sql': 'CREATE TABLE log (n INTEGER);',
      '100_shop.sql': 'INSERT INTO log VALUES (100);',
      'notes.txt': 'not a migration',
    });
    const db = new Database(':memory:');
    expect(runMigrations(db, dir)).toEqual([1, 2, 100]);
    expect(runMigrations(db, dir)).toEqual([]);
    expect(db.prepare('SELECT n FROM log').pluck().all()).toEqual([2, 100]);
  });

  it('roll a failing migration back and refuse two files with one number', () => {
    const db = new Database(':memory:');
    const failing = folder({
      '001_ok.sql': 'CREATE TABLE a (n INTEGER);',
      '002_bad.sql': 'CREATE TABLE b (n INTEGER); INSERT INTO nowhere VALUES (1);',
    });
    expect(() => runMigrations(db, failing)).toThrow(/nowhere/);
    expect(
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'b'").get(),
    ).toBeUndefined();
    expect(db.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual([1]);
    expect(() => listMigrations(folder({ '003_a.sql': '', '003_b.sql': '' }))).toThrow(
      'Two migrations are numbered 3',
    );
  });
});

describe('money', () => {
  it('formats cents as WooGraphQL prints them, raw and formatted, single values and ranges', () => {
    expect(formatMoney(1290, undefined)).toBe('€12.90');
    expect(formatMoney(123456, 'FORMATTED')).toBe('€1,234.56');
    expect(formatMoney(1290, 'RAW')).toBe('12.90');
    expect(formatMoney(null, 'RAW')).toBeNull();
    expect(formatMoneyRange(1290, 1690, 'FORMATTED')).toBe('€12.90 - €16.90');
    expect(formatMoneyRange(1290, 1690, 'RAW')).toBe('12.90,16.90');
    expect(formatMoneyRange(1290, 1290, 'RAW')).toBe('12.90');
  });

  it('reads decimal amounts into cents without floating point surprises', () => {
    expect(toCents('14.90')).toBe(1490);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('19,99')).toBe(1999);
    expect(toCents(4.005)).toBe(401);
    expect(toCents('2.675')).toBe(268);
    expect(() => toCents('12 euros')).toThrow('Not an amount');
  });
});
