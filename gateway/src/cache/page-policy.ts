import { cacheKey, type CatalogueChange } from './policy.ts';

/**
 * What the page cache keeps apart and what a change expires (gateway README "Page cache"),
 * beside the catalogue's own policy (`policy.ts`): both name products `product:<id>`, so one
 * webhook reaches a product's cached answers and the pages showing it alike.
 */

/** Every kept page carries it: a change to the catalogue's structure (a category) expires them all. */
export const everyPageTag = 'page';
/** Pages listing products (home, listings, categories): a product's change may move them. */
export const listingPagesTag = 'lists';
/** Every page shows content (the top banner, logo, menu). */
export const contentPagesTag = 'content';

/** Query parameters a campaign adds that change nothing on the page: one cached page for all. */
const trackingParameter = /^(utm_[a-z]+|fbclid|gclid|msclkid|mc_cid|mc_eid|_ga)$/i;

/**
 * The path and query a page is kept and rendered under: no trailing slash, no tracking
 * parameters, the rest in a stable order. The page is rendered from this very URL, so what is
 * kept is exactly what the key names.
 */
export function normalisedPath(url: string): string {
  const [rawPath = '/', rawQuery = ''] = url.split('?', 2);
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : '/';
  const query = new URLSearchParams(rawQuery);
  const kept = [...query].filter(([name]) => !trackingParameter.test(name));
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const search = new URLSearchParams(kept).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * What names one kept page: the build that rendered it, what the back end offers, the origin its
 * absolute URLs name (canonical, alternates, og:url: `PUBLIC_URL`, or the request's own origin in
 * development), its language and path, and whether it shows the consent banner.
 */
export interface PageKeyParts {
  build: string;
  capabilities: string;
  origin: string;
  language: string;
  path: string;
  /**
   * `asked`: rendered with the consent banner (no choice kept: a first visit); `kept`: without.
   * The two are different HTML for the same path (web README "Consent").
   */
  consent: 'asked' | 'kept';
}

export const pageKey = (parts: PageKeyParts): string =>
  cacheKey('page', parts.build, parts.capabilities, parts.origin, parts.language, parts.path, parts.consent);

/** Webhook topics that change nothing a page shows (a coupon, a customer). */
const notOnPages = /^(coupon|customer|order)\./;

/**
 * What a change expires: a product's pages and every listing (it may enter, leave or move in
 * one); a content change (`content.*`, the content webhook) every page showing content, which is
 * every page; any other catalogue change (a category, an attribute) every page. `catchUp` (a
 * missed message) expires nothing shared: the process forgets what it holds instead.
 */
export function pageTagsExpiredBy(change: CatalogueChange): string[] {
  if (notOnPages.test(change.topic)) return [];
  if (change.topic.startsWith('content.')) return [contentPagesTag];
  if (change.topic.startsWith('product.'))
    return [listingPagesTag, ...change.productIds.map((id) => `product:${id}`)];
  return [everyPageTag];
}
