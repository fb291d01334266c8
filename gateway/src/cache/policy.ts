import { getOperationAST, Kind, type DocumentNode } from 'graphql';

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
 * The cache policy: what is public. Root fields whose answer is the same for every shopper (the
 * catalogue and content); an operation made only of these may be answered from a shared cache.
 * Anything else (cart, viewer, wishlist, checkout) is per shopper and never cached.
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

/** A query (never a mutation or subscription) whose every root selection is a public field. */
export function isPublicOperation(document: DocumentNode, operationName: string | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && publicRootFields.has(selection.name.value),
  );
}

/**
 * Freezes a cached value and everything it holds, so a reader that tries to rewrite a shared
 * cached object in place fails loudly instead of changing what the next reader gets.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value as Record<string, unknown>)) deepFreeze(inner);
  return Object.freeze(value);
}
