import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parse, type DocumentNode } from 'graphql';
import { cacheKey, type CatalogueCache } from '../cache/catalogue-cache.ts';
import { isPublicOperation, publicTags } from '../cache/policy.ts';
import type { PersistedQueries } from './persisted-queries.ts';

interface GraphQLBody {
  query?: string;
  documentId?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

const parsed = new Map<string, DocumentNode | null>();
function parseOnce(query: string): DocumentNode | null {
  let document = parsed.get(query);
  if (document === undefined) {
    try {
      document = parse(query);
    } catch {
      document = null;
    }
    if (parsed.size > 1_000) parsed.clear();
    parsed.set(query, document);
  }
  return document;
}

/**
 * Whole-response cache for public catalogue operations (a listing page, a product page). Misses
 * go through Mercurius as usual; an answer without errors is stored under the `lists` and
 * `content` tags, which every catalogue webhook drops. Per-shopper operations never match.
 */
export const responseCachePlugin = fp<{
  cache: CatalogueCache;
  persisted: PersistedQueries;
  /** Production: query text is refused by Mercurius, so it must not be answered from here either. */
  persistedOnly: boolean;
  locale: (request: FastifyRequest) => string;
}>(
  async (app: FastifyInstance, options) => {
    const keys = new WeakMap<FastifyRequest, { key: string; generation: number }>();
    app.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.url !== '/graphql' || request.method !== 'POST') return;
      const body = request.body as GraphQLBody | undefined;
      const text = options.persistedOnly ? undefined : body?.query;
      const query = body?.documentId ? options.persisted.get(body.documentId) : text;
      if (!query) return;
      const document = parseOnce(query);
      if (!document || !isPublicOperation(document, body?.operationName)) return;
      const key = cacheKey(
        'response',
        query,
        body?.operationName ?? null,
        body?.variables ?? {},
        options.locale(request),
      );
      const cached = await options.cache.peek<string>(key);
      if (cached !== undefined) {
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('x-cache', 'hit')
          .send(cached);
      }
      keys.set(request, { key, generation: options.cache.currentGeneration });
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const pending = keys.get(request);
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string' || payload.includes('"errors"'))
        return payload;
      await options.cache.put(pending.key, payload, [...publicTags], pending.generation);
      return payload;
    });
  },
  { name: 'response-cache' },
);
