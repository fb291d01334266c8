import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../../src/i18n/format.ts';

// Intl is the reference the formatters are written against (behaviour §9: EUR in the US-English
// format, long US dates); they only avoid building it on the page's start.
const intlMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const intlDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** A repeatable sequence, so a failure names the same value on every run. */
function* pseudoRandom(count: number, seed = 20261126): Generator<number> {
  let state = seed;
  for (let index = 0; index < count; index += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    yield state / 2147483648;
  }
}

describe('formatMoney', () => {
  it('writes what a shopper reads on a price', () => {
    expect(formatMoney(12.5)).toBe('€12.50');
    expect(formatMoney(1234.5)).toBe('€1,234.50');
    expect(formatMoney(-3)).toBe('-€3.00');
    expect(formatMoney(0)).toBe('€0.00');
  });

  it('rounds half away from zero on the decimal the price was written as, as Intl does', () => {
    for (const amount of [1.005, 2.675, 10.145, 0.125, 0.005, 0.004, -1.005, -0.004, 99.995, 999999.995])
      expect(formatMoney(amount)).toBe(intlMoney.format(amount));
  });

  it('matches Intl on edge values: signed zero, tiny and huge amounts, not-a-number', () => {
    for (const amount of [
      -0,
      1e-7,
      -1e-7,
      1e21,
      -1e21,
      123456789012345680000,
      Number.NaN,
      Infinity,
      -Infinity,
    ])
      expect(formatMoney(amount)).toBe(intlMoney.format(amount));
  });

  it('matches Intl on 20,000 amounts of every size, with two and three decimals', () => {
    const mismatches: string[] = [];
    for (const random of pseudoRandom(20_000)) {
      const scale = 10 ** Math.floor(random * 10);
      for (const amount of [
        Math.round(random * scale * 100) / 100,
        Math.round(random * scale * 1000) / 1000,
        -random * scale,
      ]) {
        if (formatMoney(amount) !== intlMoney.format(amount))
          mismatches.push(`${amount}: ${formatMoney(amount)} ≠ ${intlMoney.format(amount)}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});

describe('formatDate', () => {
  it('writes a long US date', () => {
    expect(formatDate(new Date(2026, 10, 26))).toBe('November 26, 2026');
  });

  it('matches Intl on 5,000 instants from 1970 to 2100, given as dates, timestamps and ISO strings', () => {
    const mismatches: string[] = [];
    const end = Date.UTC(2100, 0, 1);
    for (const random of pseudoRandom(5_000, 7)) {
      const time = Math.floor(random * end);
      for (const value of [new Date(time), time, new Date(time).toISOString()]) {
        const expected = intlDate.format(new Date(value));
        if (formatDate(value) !== expected)
          mismatches.push(`${String(value)}: ${formatDate(value)} ≠ ${expected}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('leaves what it does not write to Intl: early years, and refuses an invalid date as Intl does', () => {
    const early = new Date(0);
    early.setFullYear(-44, 2, 15);
    expect(formatDate(early)).toBe(intlDate.format(early));
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
