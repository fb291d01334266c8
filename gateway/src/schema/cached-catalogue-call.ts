import type { ExecutionRequest, ExecutionResult } from '@graphql-tools/utils';
import { GraphQLError, print } from 'graphql';
import type { CatalogueCache } from '../cache/catalogue-cache.ts';
import { commerceCatalogueRootFields, publicKey } from '../cache/policy.ts';
import { commerceLanguage, type CommerceTransport } from '../upstreams/commerce-transport.ts';
import type { GatewayContext } from './context.ts';

const productTypes = new Set([
  'SimpleProduct',
  'VariableProduct',
  'ExternalProduct',
  'GroupProduct',
  'ProductVariation',
]);

export interface CachedCatalogueOptions {
  transport: CommerceTransport;
  cache: CatalogueCache;
  /** Catalogue answers bigger than this (GRAPHQL_MAX_RESPONSE_BYTES) are served but never cached. */
  maxCachedBytes?: number;
}

/** A query is a catalogue query when every root field is public commerce catalogue (cache policy). */
export const isCatalogueQuery = (rootFields: string[]): boolean =>
  rootFields.every((field) => commerceCatalogueRootFields.has(field));

/** Cache tags: every product the answer shows, and `lists` unless it is only products by id. */
export function cacheTagsOf(rootFields: string[], data: unknown): string[] {
  const tags = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.databaseId === 'number' && productTypes.has(String(record.__typename)))
        tags.add(`product:${record.databaseId}`);
      Object.values(record).forEach(walk);
    }
  };
  walk(data);
  const onlyProducts = rootFields.every((field) => field === 'product' || field === 'productVariation');
  if (!onlyProducts || tags.size === 0) tags.add('lists');
  return [...tags];
}

/**
 * The caching step of the commerce executor: a catalogue query goes through the cache (keys and
 * tags of the cache policy, `src/cache/`) with no credentials, one entry per language.
 */
export async function cachedCatalogueCall(
  options: CachedCatalogueOptions,
  request: ExecutionRequest<Record<string, unknown>, GatewayContext>,
  rootFields: string[],
): Promise<ExecutionResult> {
  const { transport, cache } = options;
  // Catalogue texts differ per language: one cache entry per language (gateway README).
  const language = commerceLanguage(request.context?.locale);
  const key = publicKey(
    'commerce',
    cache.version,
    language,
    print(request.document),
    request.variables ?? {},
  );
  const shared = await cache.fetch(key, async () => {
    const result = await transport(request, { idempotent: true, language });
    return {
      value: result,
      tags: cacheTagsOf(rootFields, result.data),
      cacheable: !result.errors?.length && fitsCache(result.data, options.maxCachedBytes),
    };
  });
  // The cache hands the same object to every concurrent request and every in-process hit,
  // and graphql-tools rewrites delegated results in place (aliases, batching prefixes): each
  // request needs its own copy, or the next one finds a page that has already been consumed.
  // Only the data is cloned: structuredClone turns a GraphQLError into a plain Error, which
  // loses the upstream's message class and code (an unknown slug became a crash, not NOT_FOUND).
  return {
    ...shared,
    data: structuredClone(shared.data),
    errors: shared.errors?.map(
      (error) =>
        new GraphQLError(error.message, {
          path: error.path,
          extensions: error.extensions,
          originalError: error.originalError,
        }),
    ),
  };
}

const fitsCache = (data: unknown, maxBytes: number | undefined) =>
  maxBytes === undefined || Buffer.byteLength(JSON.stringify(data ?? null)) <= maxBytes;
