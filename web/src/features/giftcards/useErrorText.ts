import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GraphQLRequestError, onGraphQLError } from '../../relay/environment.ts';

/**
 * The text of a failed gift card or tracking call: the back end's own words for what the shopper
 * sent (an invalid or emptied code), a translated message for too many tries, and a translated
 * fallback for anything else, never raw transport text.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('shop');
  return useCallback(
    (error: unknown) => {
      if (error instanceof GraphQLRequestError) {
        if (error.code === 'RATE_LIMITED') return t('giftCards.rateLimited');
        if (error.code === 'BAD_USER_INPUT' || error.code === 'INVALID_GIFT_CARD') return error.message;
      }
      return t('giftCards.failed');
    },
    [t],
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
