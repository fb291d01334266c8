import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../../src/i18n/format.ts';

// Intl is the reference the formatters are written against: English is written out (EUR in the
// US-English format, long US dates) only to avoid building Intl on the page's start; every other
// language is Intl's own format in that language.
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
    expect(formatMoney(12.5, 'en')).toBe('€12.50');
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
    expect(formatMoney(-3, 'en')).toBe('-€3.00');
    expect(formatMoney(0, 'en')).toBe('€0.00');
  });

  it('rounds half away from zero on the decimal the price was written as, as Intl does', () => {
    for (const amount of [1.005, 2.675, 10.145, 0.125, 0.005, 0.004, -1.005, -0.004, 99.995, 999999.995])
      expect(formatMoney(amount, 'en')).toBe(intlMoney.format(amount));
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
      expect(formatMoney(amount, 'en')).toBe(intlMoney.format(amount));
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
        if (formatMoney(amount, 'en') !== intlMoney.format(amount))
          mismatches.push(`${amount}: ${formatMoney(amount, 'en')} ≠ ${intlMoney.format(amount)}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});

describe('formatDate', () => {
  it('writes a long US date', () => {
    expect(formatDate(new Date(2026, 10, 26), 'en')).toBe('November 26, 2026');
  });

  it('matches Intl on 5,000 instants from 1970 to 2100, given as dates, timestamps and ISO strings', () => {
    const mismatches: string[] = [];
    const end = Date.UTC(2100, 0, 1);
    for (const random of pseudoRandom(5_000, 7)) {
      const time = Math.floor(random * end);
      for (const value of [new Date(time), time, new Date(time).toISOString()]) {
        const expected = intlDate.format(new Date(value));
        if (formatDate(value, 'en') !== expected)
          mismatches.push(`${String(value)}: ${formatDate(value, 'en')} ≠ ${expected}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('leaves what it does not write to Intl: early years, and refuses an invalid date as Intl does', () => {
    const early = new Date(0);
    early.setFullYear(-44, 2, 15);
    expect(formatDate(early, 'en')).toBe(intlDate.format(early));
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });
});

describe("in the shopper's language", () => {
  it('writes money as a German, French and Spanish shopper reads it', () => {
    expect(formatMoney(55.87, 'de')).toBe('55,87\u00a0€');
    expect(formatMoney(1234.5, 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney(55.87, 'fr')).toBe('55,87\u00a0€');
    expect(formatMoney(55.87, 'es')).toBe('55,87\u00a0€');
    expect(formatMoney(1.005, 'de')).toBe('1,01\u00a0€');
  });

  it('writes a long date in the language: "1. Dezember 2026", "1 décembre 2026"', () => {
    const date = new Date(2026, 11, 1);
    expect(formatDate(date, 'de')).toBe('1. Dezember 2026');
    expect(formatDate(date, 'fr')).toBe('1 décembre 2026');
    expect(formatDate(date, 'es')).toBe('1 de diciembre de 2026');
  });

  it("is Intl in each language, in the shop's currency", () => {
    for (const [code, tag] of [
      ['de', 'de-DE'],
      ['fr', 'fr-FR'],
      ['es', 'es-ES'],
      ['it', 'it-IT'],
      ['pt', 'pt-BR'],
    ] as const) {
      const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
      for (const amount of [0, 5.83, 55.87, -5.56, 1000.1, 12345.675])
        expect(formatMoney(amount, code)).toBe(money.format(amount));
    }
  });
});
