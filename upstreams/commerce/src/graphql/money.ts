/**
 * Money is integer minor units (cents) everywhere inside commerce, so sums are exact; it becomes
 * a string only at the GraphQL edge, as WooGraphQL prints it: "€12.50" by default (EUR in the
 * US-English locale, spec §9) or the bare "12.50" with `format: RAW`.
 */
import { formatAmount, rawAmount, type MoneyFormat } from '../shop/pricing/money.ts';

// One definition of the currency and of how an amount prints: the shop's pricing module.
export { CURRENCY, rawAmount, type MoneyFormat } from '../shop/pricing/money.ts';
export const formattedAmount = formatAmount;

export function formatMoney(cents: number | null | undefined, format: MoneyFormat): string | null {
  if (cents === null || cents === undefined) return null;
  return format === 'RAW' ? rawAmount(cents) : formattedAmount(cents);
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
    : `${formattedAmount(min)} - ${formattedAmount(max)}`;
}

/** "12.5", "12,50" or 12.5 → 1250; throws on anything that is not a plain decimal amount. */
export function toCents(amount: string | number): number {
  // A number is read by its shortest decimal text (4.005 → "4.005"), not by toFixed, which rounds the binary value.
  const text = typeof amount === 'number' ? String(amount) : amount.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`Not an amount: ${String(amount)}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const padded = (fraction + '000').slice(0, 3);
  // Round half up on the third decimal, on digits, never through floating point.
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return negative ? -cents : cents;
}
