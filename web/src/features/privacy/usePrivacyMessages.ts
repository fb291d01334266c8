import { useEffect, useState } from 'react';
import type { PrivacyMessages } from '../../i18n/locales/privacy/en.ts';
import type { LocaleCode } from '../../i18n/locales.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';

// Each language its own chunk, loaded by the privacy screens only: the catalogue every page loads
// stays within the pages' JavaScript budgets (web/scripts/js-budget.ts).
const loaders: Record<LocaleCode, () => Promise<{ default: PrivacyMessages }>> = {
  en: () => import('../../i18n/locales/privacy/en.ts'),
  de: () => import('../../i18n/locales/privacy/de.ts'),
  es: () => import('../../i18n/locales/privacy/es.ts'),
  fr: () => import('../../i18n/locales/privacy/fr.ts'),
  it: () => import('../../i18n/locales/privacy/it.ts'),
  pt: () => import('../../i18n/locales/privacy/pt.ts'),
};

/**
 * Whether the page's language has its `privacy.*` messages: loaded into the i18next instance
 * the first time a privacy screen renders in that language, then `t('privacy.…')` reads them.
 * A screen renders its texts only once this is true (the server renders none of them).
 */
export function usePrivacyMessages(): boolean {
  const { i18n } = useTranslation();
  const { locale } = useLocale();
  const [loadedLocale, setLoadedLocale] = useState<LocaleCode>();
  const has = i18n.exists('privacy.title', { lng: locale });
  useEffect(() => {
    if (i18n.exists('privacy.title', { lng: locale })) return;
    let current = true;
    void loaders[locale]().then(({ default: privacy }) => {
      i18n.addResourceBundle(locale, 'translation', { privacy }, true, false);
      if (current) setLoadedLocale(locale);
    });
    return () => {
      current = false;
    };
  }, [i18n, locale]);
  return has || loadedLocale === locale;
}
