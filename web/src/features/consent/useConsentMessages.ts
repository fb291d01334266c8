import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import type { ConsentMessages } from '../../i18n/locales/consent/en.ts';
import type { LocaleCode } from '../../i18n/locales.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';

// Each language its own chunk, loaded with the banner only: the catalogue every page loads stays
// within the pages' JavaScript budgets (web/scripts/js-budget.ts), and a shopper who has chosen
// never downloads the banner's texts.
const loaders: Record<LocaleCode, () => Promise<{ default: ConsentMessages }>> = {
  en: () => import('../../i18n/locales/consent/en.ts'),
  de: () => import('../../i18n/locales/consent/de.ts'),
  es: () => import('../../i18n/locales/consent/es.ts'),
  fr: () => import('../../i18n/locales/consent/fr.ts'),
  it: () => import('../../i18n/locales/consent/it.ts'),
  pt: () => import('../../i18n/locales/consent/pt.ts'),
};

/** Adds the banner's messages of `locale` to `i18n` (once: a second call finds them there). */
async function addConsentMessages(i18n: I18n, locale: LocaleCode): Promise<void> {
  if (i18n.exists('consent.title', { lng: locale })) return;
  const { default: consent } = await loaders[locale]();
  i18n.addResourceBundle(locale, 'translation', { consent }, true, false);
}

// One promise per instance and language, the same each render, as React's `use` asks.
const added = new WeakMap<I18n, Map<LocaleCode, Promise<void>>>();

/** The banner's messages of `locale` in `i18n`, for React's `use`: the banner renders once they are in. */
export function consentMessagesIn(i18n: I18n, locale: LocaleCode): Promise<void> {
  const byLocale = added.get(i18n) ?? new Map<LocaleCode, Promise<void>>();
  added.set(i18n, byLocale);
  let promise = byLocale.get(locale);
  if (!promise) byLocale.set(locale, (promise = addConsentMessages(i18n, locale)));
  return promise;
}

/**
 * Whether the page's language has the banner's `consent.*` messages: added beside the footer's
 * `consent.footerLink` the first time the banner renders in that language.
 */
export function useConsentMessages(): boolean {
  const { i18n } = useTranslation();
  const { locale } = useLocale();
  const [added, setAdded] = useState<LocaleCode | undefined>();
  const loaded = added === locale || i18n.exists('consent.title', { lng: locale });
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void addConsentMessages(i18n, locale).then(() => {
      if (current) setAdded(locale);
    });
    return () => {
      current = false;
    };
  }, [i18n, locale, loaded]);
  return loaded;
}
