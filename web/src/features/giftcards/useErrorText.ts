import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { errorCodes, useErrorMessage } from '../../i18n/errorMessage.ts';
import { GraphQLRequestError, onGraphQLError } from '../../relay/environment.ts';

/** Codes that say nothing about what the shopper sent: the page's own fallback reads better. */
const unexplained = new Set<string>(['INTERNAL_SERVER_ERROR', 'UPSTREAM_UNAVAILABLE']);

/**
 * The text of a failed gift card or tracking call, in the shopper's language: the translated
 * message of the refusal's code (an invalid or emptied code: the gateway gives each its code), a
 * message of its own for too many tries, and a translated fallback for anything else, never the
 * back end's English or raw transport text.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('shop');
  const message = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (error instanceof GraphQLRequestError) {
        if (error.code === 'RATE_LIMITED') return t('giftCards.rateLimited');
        const code = error.code ?? '';
        if ((errorCodes as string[]).includes(code) && !unexplained.has(code)) return message(error);
      }
      return t('giftCards.failed');
    },
    [t, message],
  );
}

/**
 * Whether the gateway refused a call of this page as too many tries (RATE_LIMITED). A refused
 * query still answers `data` (the field is null), so the page learns of it from the error
 * listener of the Relay environment; `reset()` before each new try.
 */
export function useRateLimited(): { limited: boolean; reset(): void } {
  const [limited, setLimited] = useState(false);
  useEffect(
    () =>
      onGraphQLError((error) => {
        if (error.code === 'RATE_LIMITED') setLimited(true);
      }),
    [],
  );
  return { limited, reset: useCallback(() => setLimited(false), []) };
}
