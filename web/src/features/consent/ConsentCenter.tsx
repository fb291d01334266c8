import { use } from 'react';
import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { ConsentProvider } from './ConsentActor.tsx';
import { ConsentBanner } from './ConsentBanner.tsx';
import { consentMessagesIn } from './useConsentMessages.ts';

/**
 * The banner with its machine: the lazily loaded part of consent (ConsentGate.tsx). It waits for
 * its language's messages: the server renders the banner with its words, and the browser hydrates
 * that HTML once it has the same words, never a blank first.
 */
export function ConsentCenter({ settingsRequests }: { settingsRequests: number }) {
  const { i18n } = useTranslation();
  const { locale } = useLocale();
  use(consentMessagesIn(i18n, locale));
  return (
    <ConsentProvider settingsRequests={settingsRequests}>
      <ConsentBanner />
    </ConsentProvider>
  );
}
