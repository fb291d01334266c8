import { discountPercent } from '@nails/schema/discount.ts';

import { localeInfo, type LocaleCode } from './locales.ts';

// The one home of how the storefront prints money and dates: in the shopper's language, through
// the platform's Intl (EUR in German reads "55,87 €", a German date "1. Dezember 2026"), in the
// shop's currency. `lib/cents.ts` formats cents through it.
//
// English is written out here rather than through Intl, which stays its reference
// (test/i18n/format.test.ts compares the two over many values): the first currency
// `Intl.NumberFormat` of a page loads ICU's currency data, 70–100 ms on this project's bench
// machine before any CPU slowdown, one long task on a phone (README "Speed on a phone"); the first
// date formatter costs 10–20 ms more. The English formats are fixed, so they need a few lines;
// values that short path does not cover (not finite, written with an exponent, years outside
// 1–9999) go to Intl too. Every other language is Intl's own, one formatter per language.

/** The shop's currency (behaviour §9: the shop sells in euros). */
export const shopCurrency = 'EUR';

const moneyFormats = new Map<LocaleCode, Intl.NumberFormat>();
const dateFormats = new Map<LocaleCode, Intl.DateTimeFormat>();

function intlMoney(locale: LocaleCode): Intl.NumberFormat {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeInfo(locale).iso, { style: 'currency', currency: shopCurrency });
    moneyFormats.set(locale, format);
  }
  return format;
}

function intlDate(locale: LocaleCode): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo(locale).iso, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    dateFormats.set(locale, format);
  }
  return format;
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Money as the shopper's language writes it: `€1,234.50` and `-€0.50` in English (Intl's en-US),
 * `1.234,50 €` in German; rounding half away from zero on the decimal as written.
 */
export function formatMoney(amount: number, locale: LocaleCode): string {
  // The shortest decimal that reads back as `amount`, which is what Intl rounds (1.005 is €1.01).
  const decimal = String(Math.abs(amount));
  if (locale !== 'en' || !Number.isFinite(amount) || decimal.includes('e'))
    return intlMoney(locale).format(amount);
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

/** A long date in the browser's time zone: `November 26, 2026` in English, `26. November 2026` in German. */
export function formatDate(value: string | number | Date, locale: LocaleCode): string {
  const date = new Date(value);
  const year = date.getFullYear();
  if (locale !== 'en' || Number.isNaN(date.getTime()) || year < 1 || year > 9999)
    return intlDate(locale).format(date);
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
