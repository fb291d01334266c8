import catalogue from '@nails/schema/error-codes.json' with { type: 'json' };
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { centsOf, formatCents } from '../lib/cents.ts';
import { isLocaleCode, type LocaleCode } from './locales.ts';
import { useTranslation } from './useTranslation.ts';
import { errorCode, errorText, errorValues, isUiMessage } from '@nails/machines/messages';

/** The codes of the one error catalogue (schema/error-codes.json), each translated in `errors.codes`. */
export type ErrorCode = keyof typeof catalogue;

export const errorCodes = Object.keys(catalogue) as ErrorCode[];

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(catalogue, code);

/** The code and text of an error, a machine's `errors.server` message or anything a call rejected with. */
function partsOf(error: unknown): { code?: string; text: string; values: Record<string, string> } {
  if (isUiMessage(error))
    return { code: error.params?.code, text: error.params?.message ?? '', values: error.params ?? {} };
  return { code: errorCode(error), text: errorText(error), values: errorValues(error) };
}

/**
 * The code's message with the values it names (the stock left, a coupon's minimum spend); one
 * whose value did not come is the generic message of a refused input, never a bare `{{amount}}`.
 */
function codeMessage(
  code: ErrorCode,
  values: Record<string, string>,
  t: TFunction,
  locale: LocaleCode | undefined,
): string {
  const { message: _text, code: _code, ...named } = values;
  const complete = placeholdersOf(code).every((name) => named[name]?.trim());
  return complete ? t(`errors.codes.${code}`, inPageMoney(named, locale)) : t('errors.codes.BAD_USER_INPUT');
}

/**
 * The money a refusal names (a coupon's minimum or maximum spend, `amount`) comes in the back end's
 * format ("€75.00"): printed as the page prints money ("75,00 €" on a German page), or a German
 * sentence would hold an English amount.
 */
function inPageMoney(values: Record<string, string>, locale: LocaleCode | undefined): Record<string, string> {
  const amount = values.amount;
  if (!locale || !amount || !/\d/.test(amount)) return values;
  return { ...values, amount: formatCents(centsOf(amount), locale) };
}

/** The values a code's message names: its catalogue message's `{{…}}`, the same in every language. */
export const placeholdersOf = (code: ErrorCode): string[] =>
  [...catalogue[code].message.matchAll(/{{(\w+)}}/g)].map((match) => match[1]!);

/**
 * What the shopper reads for a failure, in their language (stable codes, translated here):
 * - a machine message with its own key (behaviour §8's messages) is that key's translation;
 * - a catalogued code is its translation in `errors.codes`, with the values its extensions carry
 *   (money among them printed for `locale`, the page's language, when it is given):
 *   the gateway gives each refusal of the back end its own code (gateway/src/graphql/
 *   upstream-refusals.ts), so the back end's English text never reaches the page;
 * - a code from outside the catalogue (Stripe's `card_declined`) keeps its provider's text, which
 *   Stripe.js localises;
 * - anything else is `fallback`, or the generic translated `errors.server`: never raw text such as
 *   "GraphQL Error (Code: 500)".
 */
export function errorMessage(error: unknown, t: TFunction, fallback?: string, locale?: LocaleCode): string {
  if (isUiMessage(error) && error.key !== 'errors.server') {
    return t(error.key, { defaultValue: error.defaultText, ...error.params });
  }
  const { code, text, values } = partsOf(error);
  const generic = fallback ?? t('errors.server');
  if (isErrorCode(code)) return codeMessage(code, values, t, locale);
  if (code && text.trim()) return text;
  return generic;
}

/** `errorMessage` bound to the current language: `const message = useErrorMessage(); message(error)`. */
export function useErrorMessage(): (error: unknown, fallback?: string) => string {
  const { t, i18n } = useTranslation();
  // The messages' language (the page's), read without the router: some messages show outside it.
  const locale = isLocaleCode(i18n.language) ? i18n.language : undefined;
  return useCallback(
    (error: unknown, fallback?: string) => errorMessage(error, t, fallback, locale),
    [t, locale],
  );
}
