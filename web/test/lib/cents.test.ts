import { describe, expect, it } from 'vitest';
import { centsOf, centsOfSum, formatCents } from '../../src/lib/cents.ts';

// Amounts whose binary float sits just below the half cent: `Math.round(x * 100)` gives one cent less.
const floatTraps = [
  ['1.005', 101],
  ['0.285', 29],
  ['10.075', 1008],
  ['1,000.10', 100010],
] as const;

describe('money in cents, rounded half up on the decimal digits as commerce does', () => {
  it.each(floatTraps)('reads %s as %i cents', (text, expected) => {
    expect(centsOf(text)).toBe(expected);
  });

  it('rounds as the commerce back end does where floats go wrong, not as Math.round(x * 100)', () => {
    expect(Math.round(1.005 * 100)).toBe(100); // the float rule the web used to follow
    expect(centsOf('1.005')).toBe(101);
    expect(centsOf('4.005')).toBe(401); // commerce's own example (its money.ts)
    expect(centsOf('1.00499999')).toBe(100);
    expect(centsOf('2.33613445')).toBe(234);
  });

  it('reads raw and formatted amounts: currency sign, thousands separators, minus', () => {
    expect(centsOf('€1,000.10')).toBe(100010);
    expect(centsOf('€1,234,567.895')).toBe(123456790);
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('7')).toBe(700);
    expect(centsOf('.5')).toBe(50);
    expect(centsOf('-€0.50')).toBe(-50);
    expect(centsOf('\u2212€1.005')).toBe(-101);
  });

  it('rounds a negative amount away from zero, as commerce does', () => {
    expect(centsOf('-1.005')).toBe(-101);
    expect(centsOf('-0.285')).toBe(-29);
    expect(centsOf('-0.004')).toBe(0);
  });

  it('reads no amount as zero', () => {
    expect(centsOf(null)).toBe(0);
    expect(centsOf(undefined)).toBe(0);
    expect(centsOf('')).toBe(0);
    expect(centsOf('€')).toBe(0);
    expect(centsOf('n/a')).toBe(0);
    expect(centsOf('€10.00 - €14.00')).toBe(0);
  });

  it('adds amounts exactly before rounding once', () => {
    expect(centsOfSum('10.84033613', '2.05966387')).toBe(1290);
    expect(centsOfSum('0.1', '0.2')).toBe(30);
    // Two amounts that each round down make a half cent together: 1.005, so 101.
    expect(centsOfSum('0.0025', '1.0025')).toBe(101);
    expect(centsOf('0.0025') + centsOf('1.0025')).toBe(100);
    expect(centsOfSum('1.005', null, '')).toBe(101);
    expect(centsOfSum()).toBe(0);
  });

  it('prints cents with the shop’s money format', () => {
    expect(formatCents(101, 'en')).toBe('€1.01');
    expect(formatCents(29, 'en')).toBe('€0.29');
    expect(formatCents(1008, 'en')).toBe('€10.08');
    expect(formatCents(100010, 'en')).toBe('€1,000.10');
    expect(formatCents(-50, 'en')).toBe('-€0.50');
    // A German page: the same cents in German (i18n/format.ts).
    expect(formatCents(5587, 'de')).toBe('55,87\u00a0€');
    expect(formatCents(100010, 'de')).toBe('1.000,10\u00a0€');
  });
});
