import { defaultShopLocale, shopLocaleCodes, shopLocales } from '@nails/schema/locales.ts';

/**
 * The storefront's route table (behaviour §2), to answer unknown paths with HTTP 404 (the web app then
 * renders its error page) and known ones with 200. Paths may start with a locale code.
 */
const staticPaths = new Set([
  '/',
  '/contact',
  '/contact-us',
  '/about-us',
  '/checkout',
  '/cart',
  '/login',
  '/register',
  '/products',
  '/tracking',
  '/gift-card-balance',
  '/wishlist',
  '/tutorials',
  '/categories',
  '/size-guide',
  '/order-summary',
  '/privacy-policy',
  '/shipping-policy',
  '/terms-of-service',
  '/return-exchange-policy',
  '/my-account',
  '/my-account/lost-password',
]);

export const sitemapStaticPaths = [
  '/',
  '/products',
  '/categories',
  '/about-us',
  '/contact',
  '/size-guide',
  '/tutorials',
  '/shipping-policy',
  '/privacy-policy',
  '/terms-of-service',
  '/return-exchange-policy',
];

/** The storefront's locales (web/src/i18n/locales.ts): English unprefixed, the others under /{code}. */
export const storefrontLocales = shopLocales.map((locale) => ({
  prefix: locale === defaultShopLocale ? '' : `/${locale.code}`,
  hreflang: locale.iso,
}));

const localePrefix = new RegExp(`^/(${shopLocaleCodes.join('|')})(?:[-_][A-Za-z]{2})?(?=/|$)`, 'i');

export type StorefrontPath =
  | { kind: 'page' }
  | { kind: 'product'; slug: string }
  | { kind: 'category'; slug: string; page?: number }
  | { kind: 'products-page'; page: number }
  | { kind: 'unknown' };

export function classifyPath(rawPath: string): StorefrontPath {
  let pathname = rawPath.split('?')[0]!.replace(localePrefix, '') || '/';
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  if (staticPaths.has(pathname)) return { kind: 'page' };
  let match: RegExpExecArray | null;
  if ((match = /^\/product\/([^/]+)$/.exec(pathname)))
    return { kind: 'product', slug: decodeURIComponent(match[1]!) };
  if ((match = /^\/product-category\/([^/]+)(?:\/page\/(\d+))?$/.exec(pathname))) {
    return {
      kind: 'category',
      slug: decodeURIComponent(match[1]!),
      ...(match[2] ? { page: Number(match[2]) } : {}),
    };
  }
  if ((match = /^\/products\/page\/(\d+)$/.exec(pathname)))
    return { kind: 'products-page', page: Number(match[1]) };
  if (/^\/order-summary\/[^/]+$/.test(pathname) || /^\/checkout\/order-received\/[^/]+$/.test(pathname))
    return { kind: 'page' };
  if (/^\/oauth\/login\/[^/]+$/.test(pathname)) return { kind: 'page' };
  // The reset-password route is left open by the behaviour (§2): everything under /my-account is the app's.
  if (/^\/my-account\/[^/]+$/.test(pathname)) return { kind: 'page' };
  return { kind: 'unknown' };
}
