import { createHash } from 'node:crypto';
import { getOperationAST, Kind, type DocumentNode } from 'graphql';

/**
 * The cache policy, in one place (gateway README "Cache policy"): what is public, how keys are made and
 * what a catalogue change drops. The whole-response cache, the listing pages, the commerce
 * executor's catalogue calls and the content wrapper all read it.
 */

/** Commerce root fields answered the same for every shopper: the catalogue, cached without tokens. */
export const commerceCatalogueRootFields: ReadonlySet<string> = new Set([
  'product',
  'products',
  'productVariation',
  'productCategory',
  'productCategories',
  'terms',
  'allowedCountries',
  'countryStates',
]);

/**
 * Root fields whose answer is the same for every shopper (the catalogue and content); an
 * operation made only of these may be answered from a shared cache. Anything else (cart, viewer,
 * wishlist, checkout) is per shopper and never cached.
 */
export const publicRootFields: ReadonlySet<string> = new Set([
  ...commerceCatalogueRootFields,
  'catalogue',
  'storeSettings',
  'buildInfo',
  'siteGlobal',
  'topBanner',
  'newsletterSettings',
  '__typename',
]);

/** Tags every public answer carries; a catalogue or content change drops them. */
export const publicTags: readonly string[] = ['lists', 'content'];

/**
 * The tag every stored entry carries (the cache adds it). A catalogue change moves the version,
 * so the entries stored before it can no longer be read; dropping this tag frees them in Redis
 * instead of leaving them there until their stale-if-error horizon.
 */
export const everyEntryTag = 'catalogue';

/** A query (never a mutation or subscription) whose every root selection is a public field. */
export function isPublicOperation(document: DocumentNode, operationName: string | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && publicRootFields.has(selection.name.value),
  );
}

/** A short stable key of anything JSON can write (a hash: Redis keys stay small). */
export const cacheKey = (...parts: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32);

/** The kinds of public entries; each names its own key space. */
export type PublicEntryKind = 'response' | 'listing' | 'commerce';

/**
 * How a public catalogue entry is keyed: its kind, the catalogue version (moved by every
 * catalogue change in every gateway process, see `catalogue/catalogue-sync.ts`), the shopper's
 * language, then what names the answer (operation and variables, or the listing query). An
 * answer computed before a change is stored under the old version, so no process reads it after.
 */
export const publicKey = (
  kind: PublicEntryKind,
  catalogueVersion: string,
  locale: string,
  ...parts: unknown[]
): string => cacheKey(kind, catalogueVersion, locale, ...parts);

/** A catalogue change as webhooks (and the listing, when commerce no longer shows a product) report it. */
export interface CatalogueChange {
  /** The commerce webhook topic (`product.updated`, `product_cat.created`, …) or `product.unavailable`. */
  topic: string;
  /** The products concerned (a variation's parent too); empty for a change to lists only. */
  productIds: number[];
}

/** What a change drops from the shared store: everything stored before it (see `everyEntryTag`). */
export const tagsDroppedBy = (change: CatalogueChange): string[] => [
  everyEntryTag,
  ...publicTags,
  ...change.productIds.map((id) => `product:${id}`),
];

/** Answers above the response ceiling (GRAPHQL_MAX_RESPONSE_BYTES) are served but never cached. */
export function fitsCeiling(text: string, maxBytes: number | undefined): boolean {
  if (maxBytes === undefined || text.length <= maxBytes / 4) return true;
  return Buffer.byteLength(text) <= maxBytes;
}

/**
 * Freezes a cached value and everything it holds, so a reader that tries to rewrite a shared
 * cached object in place fails loudly instead of changing what the next reader gets (a shared
 * listing page rewritten in place once emptied listings).
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value as Record<string, unknown>)) deepFreeze(inner);
  return Object.freeze(value);
}
