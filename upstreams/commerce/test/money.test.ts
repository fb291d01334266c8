import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { compileProductQuery } from '../src/catalogue/product-query.ts';
import { CatalogueStore } from '../src/catalogue/store.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { formatMoneyRange, money, toCents } from '../src/money.ts';

describe('the money module: decimals to cents, rounded half up as WooCommerce does', () => {
  it('turns decimals into cents one way everywhere (4.005 is 401 cents, never 400)', () => {
    expect(toCents(4.005)).toBe(401);
    expect(toCents('4.005')).toBe(401);
    expect(toCents('4,005')).toBe(401);
    expect(toCents(1.9)).toBe(190);
    expect(toCents(1.005)).toBe(101);
  });

  it('rounds half up on the third decimal and away from zero for negatives, like PHP round()', () => {
    expect(toCents('0.004')).toBe(0);
    expect(toCents('0.005')).toBe(1);
    expect(toCents('2.675')).toBe(268);
    expect(toCents('-4.005')).toBe(-401);
    expect(toCents(1e-7)).toBe(0);
    expect(() => toCents('4.0.5')).toThrow('Not an amount: 4.0.5');
  });

  it('reads the catalogue price filter with the same rule (a €4.01 product is within maxPrice 4.005)', () => {
    const db = new Database(':memory:');
    runMigrations(db);
    const query = compileProductQuery(new CatalogueStore(db), { minPrice: 4.005, maxPrice: 4.005 });
    expect(query.params).toEqual([401, 401]);
  });

  it('prints what it parsed back unchanged', () => {
    expect(money(toCents(4.005), 'RAW')).toBe('4.01');
    expect(money(toCents('1234.5'), 'FORMATTED')).toBe('€1,234.50');
    expect(formatMoneyRange(toCents('10'), toCents('14.005'), 'RAW')).toBe('10.00,14.01');
  });
});
