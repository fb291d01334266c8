import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleCode } from './locales.ts';
import en, { type Messages } from './locales/en.ts';
import { shopLoaders } from './shop/index.ts';

// Each other language is its own chunk: a shopper downloads only the catalogue they read.
const loaders: Record<LocaleCode, () => Promise<{ default: Messages }>> = {
  // English is the default language and small: bundled, so the first paint waits for no chunk.
  en: () => Promise.resolve({ default: en }),
  de: () => import('./locales/de.ts'),
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  it: () => import('./locales/it.ts'),
  pt: () => import('./locales/pt.ts'),
};

let initialised: Promise<unknown> | undefined;

function init(): Promise<unknown> {
  initialised ??= i18next.use(initReactI18next).init({
    lng: 'en',
    // Every locale is complete (typed and tested), so no fallback bundle is downloaded.
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return initialised;
}

/** Loads the messages of a locale (once) and makes it the active language. */
export async function activateLocale(locale: LocaleCode): Promise<void> {
  await init();
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    const messages = (await loaders[locale]()).default;
    i18next.addResourceBundle(locale, 'translation', messages, true, true);
  }
  // The shop screens' namespace (cart, checkout, accounts; web/src/i18n/shop/).
  if (!i18next.hasResourceBundle(locale, 'shop')) {
    i18next.addResourceBundle(locale, 'shop', (await shopLoaders[locale]()).default, true, true);
  }
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export { i18next };
