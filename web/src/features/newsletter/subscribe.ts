import type { SubscribeResult } from '@nails/machines';
import { commitMutation, graphql } from 'react-relay';
import type { subscribeNewsletterMutation } from '../../__generated__/subscribeNewsletterMutation.graphql.ts';
import { i18next } from '../../i18n/i18n.ts';
import { localeInfo, localeOfPath } from '../../i18n/locales.ts';
import { environment } from '../../relay/environment.ts';

const mutation = graphql`
  mutation subscribeNewsletterMutation($email: String!, $source: String, $locale: String) {
    subscribeToNewsletter(email: $email, source: $source, locale: $locale) {
      code
      message
    }
  }
`;

/** Subscribes through the gateway (stored in the content service); resolves with the code and text. */
export function subscribeToNewsletter(email: string): Promise<SubscribeResult> {
  const locale = localeInfo(localeOfPath(window.location.pathname)).wp;
  return new Promise((resolve, reject) => {
    commitMutation<subscribeNewsletterMutation>(environment, {
      mutation,
      variables: { email, source: 'subscription-modal', locale },
      onCompleted: (response, errors) => {
        if (errors?.length) return reject(new Error(errors[0]?.message));
        const { code, message } = response.subscribeToNewsletter;
        resolve({ code: code ?? '', message: message || i18next.t('newsletter.successMessage') });
      },
      onError: reject,
    });
  });
}
