import catalogue from '@nails/schema/error-codes.json' with { type: 'json' };
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorText, isUiMessage } from '@nails/machines';

/** The codes of the one error catalogue (schema/error-codes.json), each translated in `errors.codes`. */
export type ErrorCode = keyof typeof catalogue;

export const errorCodes = Object.keys(catalogue) as ErrorCode[];

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(catalogue, code);

/**
 * Codes whose message is the back end's own words about what the shopper sent (a refused
 * coupon, a state the address needs, the stock left): spec §8 "other GraphQL errors return the
 * first error's message", and commerce answers in the shopper's language. Every other code shows
 * its translated message, whatever text came with it.
 */
const shopperFacing = new Set<ErrorCode>(['BAD_USER_INPUT', 'NOT_FOUND', 'CHECKOUT_FAILED', 'OUT_OF_STOCK']);

/** The code and text of an error, a machine's `errors.server` message or anything a call rejected with. */
function partsOf(error: unknown): { code?: string; text: string } {
  if (isUiMessage(error)) return { code: error.params?.code, text: error.params?.message ?? '' };
  return { code: errorCode(error), text: errorText(error) };
}

/**
 * What the shopper reads for a failure, in their language (style.md "Config and errors"):
 * - a machine message with its own key (spec §8's messages) is that key's translation;
 * - a catalogued code is its translation in `errors.codes`, or for the shopper-facing codes the
 *   back end's own text when it said more than the catalogue's default;
 * - a code from outside the catalogue (Stripe's `card_declined`) keeps its provider's text, which
 *   Stripe.js localises;
 * - anything else is `fallback`, or the generic translated `errors.server`: never raw text such as
 *   "GraphQL Error (Code: 500)".
 */
export function errorMessage(error: unknown, t: TFunction, fallback?: string): string {
  if (isUiMessage(error) && error.key !== 'errors.server') {
    return t(error.key, { defaultValue: error.defaultText, ...error.params });
  }
  const { code, text } = partsOf(error);
  const generic = fallback ?? t('errors.server');
  if (isErrorCode(code)) {
    const own = text.trim();
    if (shopperFacing.has(code) && own && own !== catalogue[code].message) return own;
    return t(`errors.codes.${code}`);
  }
  if (code && text.trim()) return text;
  return generic;
}

/** `errorMessage` bound to the current language: `const message = useErrorMessage(); message(error)`. */
export function useErrorMessage(): (error: unknown, fallback?: string) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown, fallback?: string) => errorMessage(error, t, fallback), [t]);
}
