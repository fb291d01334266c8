import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { SubscribeResult } from '@nails/machines/newsletterMachine';
import type { useSubscribeNewsletterMutation as SubscribeNewsletterMutation } from '../../__generated__/useSubscribeNewsletterMutation.graphql.ts';
import { localeInfo } from '../../i18n/locales.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { commit } from '../../relay/commit.ts';

const mutation = graphql`
  mutation useSubscribeNewsletterMutation($email: String!, $source: String, $locale: String) {
    subscribeToNewsletter(email: $email, source: $source, locale: $locale) {
      code
      message
    }
  }
`;

/**
 * Subscribes through the gateway (stored in the content service, in the page's language);
 * resolves with the answer's code and text, the translated thank-you when it sends none.
 */
export function useSubscribeNewsletterMutation(): (email: string) => Promise<SubscribeResult> {
  const environment = useRelayEnvironment();
  const { locale } = useLocale();
  const { t } = useTranslation();
  return useCallback(
    async (email: string) => {
      const { subscribeToNewsletter } = await commit<SubscribeNewsletterMutation>(environment, mutation, {
        email,
        source: 'subscription-modal',
        locale: localeInfo(locale).wp,
      });
      return {
        code: subscribeToNewsletter.code ?? '',
        message: subscribeToNewsletter.message || t('newsletter.successMessage'),
      };
    },
    [environment, locale, t],
  );
}
