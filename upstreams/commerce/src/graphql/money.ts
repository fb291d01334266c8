/**
 * Money is integer minor units (cents) everywhere inside commerce, so sums are exact; it becomes
 * a string only at the GraphQL edge, as WooGraphQL prints it: "€12.50" by default (EUR in the
 * US-English locale, spec §9) or the bare "12.50" with `format: RAW`.
 */
import { formatAmount, rawAmount, type MoneyFormat } from '../shop/pricing/money.ts';

// One definition of the currency and of how an amount prints: the shop's pricing module.
export { CURRENCY, rawAmount, toCents, type MoneyFormat } from '../shop/pricing/money.ts';
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
