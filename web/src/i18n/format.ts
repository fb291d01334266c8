import { discountPercent } from '@nails/schema/discount.ts';

// Behaviour §9: money is EUR in the US-English format, dates are long US dates, whatever the language.
// Made on first use: building an Intl formatter loads locale data, which start-up need not wait
// for (a page without dates never builds the date formatter).
let money: Intl.NumberFormat | undefined;
let date: Intl.DateTimeFormat | undefined;

const moneyFormat = () => (money ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }));
const dateFormat = () =>
  (date ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }));

export const formatMoney = (amount: number): string => moneyFormat().format(amount);
export const formatDate = (value: string | number | Date): string => dateFormat().format(new Date(value));

/**
 * The formatters, built ahead of the first render that needs them, one per call: the first Intl
 * formatter of a page loads ICU's locale data, about 10 ms on a phone's CPU. The app builds them
 * in tasks of their own before it hydrates (app/start.tsx), so that time is not added to the
 * render of the first component with a price, one task with the rest of the page's hydration.
 */
export const formatterPreparations: readonly (() => unknown)[] = [moneyFormat, dateFormat];

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
