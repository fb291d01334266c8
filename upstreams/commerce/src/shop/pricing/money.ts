/**
 * Money is held as integer minor units (cents) everywhere inside the shop, so totals are exact;
 * it becomes a string only at the GraphQL edge. The shop's currency is EUR shown in US English
 * (spec §9), e.g. "€1,234.50".
 */
export const CURRENCY = 'EUR';

const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/**
 * "12.5" / 12.5 / "12,50" → 1250. Rejects anything that is not a plain decimal amount. The one
 * place commerce turns a decimal into cents: a number is read by its shortest decimal text
 * (4.005 → "4.005" → 401), never by `toFixed`, which rounds the binary value (4.00499… → 400).
 */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? String(amount) : amount.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not an amount: ${String(amount)}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  // Round half up on the third decimal, on digits, never through floating point.
  const padded = (fraction + '000').slice(0, 3);
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return negative ? -cents : cents;
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

export type MoneyFormat = 'RAW' | 'FORMATTED' | null | undefined;

/** Resolver helper for every money field taking `format:`. */
export function money(cents: number, format: MoneyFormat): string {
  return format === 'RAW' ? rawAmount(cents) : formatAmount(cents);
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

/** Percent of an amount in cents, rounded half up. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}
