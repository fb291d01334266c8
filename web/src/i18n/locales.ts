import {
  defaultShopLocale,
  isShopLocaleCode,
  shopLocales,
  type ShopLocaleCode,
} from '@nails/schema/locales.ts';

/**
 * The six interface languages of behaviour §1 (the shop's one list, `@nails/schema/locales.ts`) as the
 * storefront's paths use them. URL prefixes follow the "prefix except default" strategy: English
 * pages live at `/products`, German at `/de/products` (English also answers at `/en/...`); the
 * root redirects to the remembered or negotiated locale (behaviour §2, §9; app/router.tsx).
 */
export const locales = shopLocales;

export type LocaleCode = ShopLocaleCode;
export const defaultLocale: LocaleCode = defaultShopLocale.code;
export const localeCookie = 'i18n_locale';
const cookieMaxAge = 365 * 24 * 60 * 60;

export const isLocaleCode = (value: string | undefined): value is LocaleCode => isShopLocaleCode(value);

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

export const localeInfo = (code: LocaleCode) => locales.find((locale) => locale.code === code) ?? locales[0];
