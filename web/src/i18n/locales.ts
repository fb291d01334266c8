/**
 * The six interface languages of behaviour §1. URL prefixes follow the "prefix except default"
 * strategy: English pages live at `/products`, German at `/de/products` (English also answers at
 * `/en/...`); the root redirects to the remembered or detected locale (behaviour §2, §9).
 */
export const locales = [
  { code: 'en', wp: 'en_US', iso: 'en-US', name: 'English' },
  { code: 'de', wp: 'de_DE', iso: 'de-DE', name: 'Deutsch' },
  { code: 'es', wp: 'es_ES', iso: 'es-ES', name: 'Español' },
  { code: 'fr', wp: 'fr_FR', iso: 'fr-FR', name: 'Français' },
  { code: 'it', wp: 'it_IT', iso: 'it-IT', name: 'Italiano' },
  { code: 'pt', wp: 'pt_BR', iso: 'pt-BR', name: 'Português' },
] as const;

export type LocaleCode = (typeof locales)[number]['code'];
export const defaultLocale: LocaleCode = 'en';
export const localeCookie = 'i18n_locale';
const cookieMaxAge = 365 * 24 * 60 * 60;

export const isLocaleCode = (value: string | undefined): value is LocaleCode =>
  locales.some((locale) => locale.code === value);

/** The locale a path is in, from its first segment. */
export function localeOfPath(pathname: string): LocaleCode {
  const first = pathname.split('/')[1];
  return isLocaleCode(first) ? first : defaultLocale;
}

/** The path without its locale prefix, always starting with a slash. */
export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1];
  if (!isLocaleCode(first)) return pathname || '/';
  const rest = pathname.slice(first.length + 1);
  return rest === '' ? '/' : rest;
}

/** A path in the given locale (the default locale has no prefix). */
export function localizePath(path: string, locale: LocaleCode): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

export function rememberedLocale(cookie: string): LocaleCode | undefined {
  const match = cookie.match(new RegExp(`(?:^|; )${localeCookie}=([^;]+)`));
  const value = match?.[1];
  return isLocaleCode(value) ? value : undefined;
}

export function rememberLocale(locale: LocaleCode): void {
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=${cookieMaxAge}; samesite=lax`;
}

/** First supported language among the browser's preferences, by primary subtag. */
export function detectLocale(languages: readonly string[]): LocaleCode {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocaleCode(primary)) return primary;
  }
  return defaultLocale;
}

export const localeInfo = (code: LocaleCode) => locales.find((locale) => locale.code === code) ?? locales[0];
