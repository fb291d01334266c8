import { discountPercent } from '@nails/schema/discount.ts';

// Behaviour §9: money is EUR in the US-English format, dates are long US dates, whatever the language.
//
// Written out here rather than through Intl, which stays the reference (test/i18n/format.test.ts
// compares the two over many values): the first currency `Intl.NumberFormat` of a page loads ICU's
// currency data, 70–100 ms on this project's bench machine before any CPU slowdown, one long task on a
// phone wherever it runs (README "Speed on a phone"); the first date formatter costs 10–20 ms more.
// The formats are fixed, so what they need is a few lines. Values the short path does not cover
// (not finite, written with an exponent, years outside 1–9999) go to Intl, built on first use.
let intlMoney: Intl.NumberFormat | undefined;
let intlDate: Intl.DateTimeFormat | undefined;

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `€1,234.50`, `-€0.50`: Intl's en-US EUR currency format, rounding half away from zero. */
export function formatMoney(amount: number): string {
  // The shortest decimal that reads back as `amount`, which is what Intl rounds (1.005 is €1.01).
  const decimal = String(Math.abs(amount));
  if (!Number.isFinite(amount) || decimal.includes('e')) {
    intlMoney ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
    return intlMoney.format(amount);
  }
  const [whole = '0', fraction = ''] = decimal.split('.');
  const digits = fraction.padEnd(3, '0');
  const cents = BigInt(whole + digits.slice(0, 2)) + (digits.charAt(2) >= '5' ? 1n : 0n);
  const text = cents.toString().padStart(3, '0');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}€${groupThousands(text.slice(0, -2))}.${text.slice(-2)}`;
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `November 26, 2026` in the browser's time zone: Intl's en-US long date. */
export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  const year = date.getFullYear();
  if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
    intlDate ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    return intlDate.format(date);
  }
  return `${months[date.getMonth()]} ${date.getDate()}, ${year}`;
}

/** Numbers out of a WooGraphQL raw price ("12.5" or "10,14" for a variable product's range). */
export function parseRawPrices(raw: string | null | undefined): number[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((part) => Number.parseFloat(part))
    .filter((value) => Number.isFinite(value));
}

/** Percent off, rounded, for the sale badge (schema `discountPercent`, which the discount sort uses). */
export function percentOff(regular: number | undefined, sale: number | undefined): number | undefined {
  const percent = discountPercent(regular, sale);
  return percent === undefined ? undefined : Math.round(percent);
}
