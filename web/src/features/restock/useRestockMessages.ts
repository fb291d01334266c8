import { useEffect, useState } from 'react';
import type { RestockMessages } from '../../i18n/locales/restock/en.ts';
import type { LocaleCode } from '../../i18n/locales.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';

// Each language its own chunk, loaded by the back-in-stock form and pages only: the catalogue every
// page loads stays within the pages' JavaScript budgets (web/scripts/js-budget.ts).
const loaders: Record<LocaleCode, () => Promise<{ default: RestockMessages }>> = {
  en: () => import('../../i18n/locales/restock/en.ts'),
  de: () => import('../../i18n/locales/restock/de.ts'),
  es: () => import('../../i18n/locales/restock/es.ts'),
  fr: () => import('../../i18n/locales/restock/fr.ts'),
  it: () => import('../../i18n/locales/restock/it.ts'),
  pt: () => import('../../i18n/locales/restock/pt.ts'),
};

/**
 * Whether the page's language has its `restock.*` messages: loaded into the i18next instance the
 * first time the form or a link's page renders in that language (as the privacy screens load
 * theirs, features/privacy/usePrivacyMessages.ts). Nothing is shown before.
 */
export function useRestockMessages(): boolean {
  const { i18n } = useTranslation();
  const { locale } = useLocale();
  const loaded =
    i18n.hasResourceBundle(locale, 'translation') && i18n.exists('restock.title', { lng: locale });
  // The language whose messages this component saw arrive (a render follows the load).
  const [arrived, setArrived] = useState<string | null>(null);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void loaders[locale]().then(({ default: restock }) => {
      i18n.addResourceBundle(locale, 'translation', { restock }, true, false);
      if (current) setArrived(locale);
    });
    return () => {
      current = false;
    };
  }, [i18n, locale, loaded]);
  return loaded || arrived === locale;
}
