import { discountPercent } from '@nails/schema/discount.ts';

// Spec §9: money is EUR in the US-English format, dates are long US dates, whatever the language.
// Made on first use: building an Intl formatter loads locale data, which start-up need not wait
// for (a page without dates never builds the date formatter).
let money: Intl.NumberFormat | undefined;
let date: Intl.DateTimeFormat | undefined;

export const formatMoney = (amount: number): string =>
  (money ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' })).format(amount);
export const formatDate = (value: string | number | Date): string =>
  (date ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' })).format(
    new Date(value),
  );

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
