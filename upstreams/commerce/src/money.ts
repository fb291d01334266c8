/**
 * Money, the one module of commerce that turns decimals into cents and cents into text.
 *
 * Money is integer minor units (cents) everywhere inside commerce (catalogue and shop), so sums
 * are exact; it becomes a string only at the GraphQL edge, as WooGraphQL prints it: "€12.50" by
 * default (EUR shown in US English, behaviour §9) or the bare "12.50" with `format: RAW`.
 *
 * Rounding rule: half up (half away from zero), on the decimal digits as written. WooCommerce
 * does the same: `wc_add_number_precision()` multiplies by 100 and rounds with PHP's `round()`,
 * whose default mode is `PHP_ROUND_HALF_UP` and which pre-rounds away the binary error, so
 * 4.005 becomes 401 cents there too. Reading a float through `toFixed` or `Math.round(x * 100)`
 * rounds the binary value instead (4.005 is stored as 4.00499…, giving 400): never do that here.
 */
export const CURRENCY = 'EUR';

const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

export type MoneyFormat = 'RAW' | 'FORMATTED' | null | undefined;

/**
 * "12.5" / 12.5 / "12,50" → 1250. Rejects anything that is not a plain decimal amount. A number is
 * read by its shortest decimal text (4.005 → "4.005" → 401).
 */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? decimalText(amount) : amount.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not an amount: ${String(amount)}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  // Round half up on the third decimal, on digits, never through floating point.
  const padded = (fraction + '000').slice(0, 3);
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return negative ? -cents : cents;
}

/** A number's shortest decimal text; a tiny one (1e-7) written out, since String() gives an exponent. */
function decimalText(amount: number): string {
  const text = String(amount);
  return /e-/i.test(text) ? amount.toFixed(10) : text;
}

/** 1250 → "12.50": the bare number WooGraphQL gives with `format: RAW`. */
export function rawAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1250 → "€12.50": the default (FORMATTED) money string. */
export function formatAmount(cents: number): string {
  return formatter.format(cents / 100);
}

/** Resolver helper for every money field taking `format:`. */
export function money(cents: number, format: MoneyFormat): string {
  return format === 'RAW' ? rawAmount(cents) : formatAmount(cents);
}

/** Like `money`, for fields that may be empty (a product without a sale price). */
export function formatMoney(cents: number | null | undefined, format: MoneyFormat): string | null {
  if (cents === null || cents === undefined) return null;
  return money(cents, format);
}

/**
 * A price range, as WooGraphQL prints a variable product's price: "€10.00 - €14.00" formatted,
 * "10.00,14.00" raw (so "highest listed price" is the largest number of the list), one value
 * when both ends are equal.
 */
export function formatMoneyRange(
  min: number | null | undefined,
  max: number | null | undefined,
  format: MoneyFormat,
): string | null {
  if (min === null || min === undefined) return formatMoney(max, format);
  if (max === null || max === undefined || max === min) return formatMoney(min, format);
  return format === 'RAW'
    ? `${rawAmount(min)},${rawAmount(max)}`
    : `${formatAmount(min)} - ${formatAmount(max)}`;
}

/**
 * Splits `total` over `weights` in proportion, in whole cents, handing leftover cents to the
 * largest remainders so the parts always add up to `total` exactly (fixed-cart coupons, taxes).
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** Percent of an amount in cents, rounded half up (integer cents times a percent: no binary error at .5). */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}
