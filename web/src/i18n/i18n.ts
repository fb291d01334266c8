import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleCode } from './locales.ts';
import type { Messages } from './locales/en.ts';
import { shopLoaders } from './shop/index.ts';

// Each language is its own chunk: a shopper downloads only the catalogue they read. The server
// preloads the page's language with the page (gateway storefront route), so nothing waits.
const loaders: Record<LocaleCode, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.ts'),
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
  await loadLocale(locale);
  // The server renders requests in several languages at once, each with its own instance.
  if (typeof document === 'undefined') return;
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** An instance in one language sharing the loaded messages (a server request's). */
export async function instanceFor(locale: LocaleCode): Promise<typeof i18next> {
  await loadLocale(locale);
  const instance = i18next.cloneInstance({ lng: locale });
  await instance.changeLanguage(locale);
  return instance;
}

async function loadLocale(locale: LocaleCode): Promise<void> {
  await init();
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    const messages = (await loaders[locale]()).default;
    i18next.addResourceBundle(locale, 'translation', messages, true, true);
  }
  // The shop screens' namespace (cart, checkout, accounts; web/src/i18n/shop/).
  if (!i18next.hasResourceBundle(locale, 'shop')) {
    i18next.addResourceBundle(locale, 'shop', (await shopLoaders[locale]()).default, true, true);
  }
}

export { i18next };
