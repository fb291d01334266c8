import { useMemo } from 'react';
import { formatCents } from '../lib/cents.ts';
import { formatDate, formatMoney } from './format.ts';
import type { LocaleCode } from './locales.ts';
import { useLocale } from './useLocale.ts';

/**
 * The formatters (`format.ts`) in the language of the current URL: the same on the server and in
 * the browser, as `useLocale` is.
 */
export function useFormat(): {
  locale: LocaleCode;
  money(amount: number): string;
  cents(cents: number): string;
  date(value: string | number | Date): string;
} {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      locale,
      money: (amount: number) => formatMoney(amount, locale),
      cents: (cents: number) => formatCents(cents, locale),
      date: (value: string | number | Date) => formatDate(value, locale),
    }),
    [locale],
  );
}
