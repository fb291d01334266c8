import { formatMoney } from '../i18n/format.ts';
import type { LocaleCode } from '../i18n/locales.ts';

/**
 * Money in minor units: the web's one way from a back end's decimal text to integer cents. Every
 * sum, difference and comparison of money in the web is done on these integers, so it is exact.
 *
 * Rounding rule: half up (half away from zero) on the decimal digits as written, the commerce back
 * end's rule (its `money.ts` `toCents`) and WooCommerce's (`wc_add_number_precision`, PHP's
 * `round()`): "1.005" is 101 cents. Never through a float: `Math.round(1.005 * 100)` is 100,
 * because 1.005 is stored as 1.00499…; "0.285" and "10.075" go wrong the same way.
 *
 * What is read: a raw amount (`format: RAW`, "2.33613445", "-0.50"; the back ends write it with no
 * thousands separator) or a formatted one as the shop prints money, EUR in US English (behaviour
 * §9: "€1,000.10", "-€0.50"), so a comma is a thousands separator and the currency sign is
 * dropped. Anything else is no amount.
 */

/** An exact decimal: `units` × 10^-`scale` ("10.075" is 10075n at scale 3). */
interface Decimal {
  units: bigint;
  scale: number;
}

const plainDecimal = /^(-?)(\d*)(?:\.(\d*))?$/;

function decimalOf(text: string | null | undefined): Decimal | undefined {
  if (!text) return undefined;
  // U+2212 is the minus sign some formatters print; the rest of what is dropped is "€", spaces and thousands commas.
  const bare = text.replace(/\u2212/g, '-').replace(/[^\d.-]/g, '');
  const match = plainDecimal.exec(bare);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole + fraction === '') return undefined;
  const magnitude = BigInt(whole + fraction);
  return { units: match[1] ? -magnitude : magnitude, scale: fraction.length };
}

const tenTo = (power: number) => 10n ** BigInt(power);

/** The decimals added exactly, at the finer of their scales. */
function sumOf(decimals: Decimal[]): Decimal {
  const scale = Math.max(0, ...decimals.map((decimal) => decimal.scale));
  const units = decimals.reduce((sum, decimal) => sum + decimal.units * tenTo(scale - decimal.scale), 0n);
  return { units, scale };
}

/** Whole cents, half away from zero on the digits past the second decimal. */
function roundedToCents({ units, scale }: Decimal): number {
  if (scale <= 2) return Number(units * tenTo(2 - scale));
  const divisor = tenTo(scale - 2);
  const magnitude = units < 0n ? -units : units;
  const rounded = magnitude / divisor + (2n * (magnitude % divisor) >= divisor ? 1n : 0n);
  return Number(units < 0n ? -rounded : rounded);
}

/** Cents of one amount ("1.005" → 101, "€1,000.10" → 100010); no amount (null, "", "n/a") is 0. */
export function centsOf(text: string | null | undefined): number {
  const decimal = decimalOf(text);
  return decimal ? roundedToCents(decimal) : 0;
}

/**
 * Cents of amounts added BEFORE rounding, once ("10.84033613" + "2.05966387" → 1290): an amount
 * and its VAT, each unrounded, make a whole price that rounding each first could miss by a cent.
 */
export function centsOfSum(...texts: (string | null | undefined)[]): number {
  const decimals = texts.map(decimalOf).filter((decimal): decimal is Decimal => decimal !== undefined);
  return roundedToCents(sumOf(decimals));
}

/**
 * Cents as the shopper's language prints money, through the one money formatter (`i18n/format.ts`):
 * an integer divided by 100 reads back as its two decimals, so the formatter's rounding never changes it.
 */
export const formatCents = (cents: number, locale: LocaleCode): string => formatMoney(cents / 100, locale);
