import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parse } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { CatalogueCache } from '../cache/catalogue-cache.ts';
import { acceptedEncoding, EncodedAnswers } from '../cache/encoded-answers.ts';
import { fitsCeiling, isPublicOperation, publicKey, publicTags } from '../cache/policy.ts';
import { answeredWithoutErrors } from '../observability/plugin.ts';
import { assertVariablesDepth } from './input-hygiene.ts';
import type { PersistedQueries } from './persisted-queries.ts';

interface GraphQLBody {
  query?: unknown;
  documentId?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/** The operation text and variables of a request that may be answered from the cache. */
interface PublicRequest {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown>;
}

interface ResponseCacheOptions {
  cache: CatalogueCache;
  persisted: PersistedQueries;
  /** Production: query text is refused by Mercurius, so it must not be answered from here either. */
  persistedOnly: boolean;
  locale: (request: FastifyRequest) => string;
  /** GRAPHQL_MAX_RESPONSE_BYTES: bigger answers are never stored. */
  maxBytes?: number;
}

/**
 * Whole-response cache for public catalogue operations (a listing page, a product page): a hit
 * is answered in `preValidation`, before Mercurius parses, validates or executes anything, from
 * the in-process LRU in front of Redis, so a cached listing costs close to a static response.
 * Misses go through Mercurius as usual; an answer without errors and within the response
 * ceiling is stored under the cache policy's key (operation, variables, language, catalogue
 * version) and tags. Per-shopper operations never match (`isPublicOperation`).
 */
export const responseCachePlugin = fp<ResponseCacheOptions>(
  async (app: FastifyInstance, options) => {
    const facts = operationFacts(options);
    // The bytes sent for cached answers: 1,000 answers and 48 MB of encodings (gateway README "Memory").
    const encoded = new EncodedAnswers(1_000, undefined, 48 * 1024 * 1024);
    const pending = new WeakMap<FastifyRequest, { key: string; generation: number }>();

    // A callback hook, not an async one: a hit held in this process is answered without waiting.
    app.addHook('preValidation', (request, reply, done) => {
      if (request.method !== 'POST' || request.routeOptions.url !== '/graphql') return done();
      const operation = publicRequest(request.body, options, facts.isPublic);
      if (!operation) return done();
      const { cache } = options;
      const key = facts.keyOf(request, operation);
      const local = cache.peekLocal<string>(key);
      if (local !== undefined) return answer(encoded, request, reply, key, local);
      const generation = cache.currentGeneration;
      cache.peek<string>(key).then(
        (shared) => {
          if (shared !== undefined) return answer(encoded, request, reply, key, shared);
          pending.set(request, { key, generation });
          done();
        },
        (error: Error) => done(error),
      );
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const miss = pending.get(request);
      if (
        !miss ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string' ||
        payload.includes('"errors"') ||
        !fitsCeiling(payload, options.maxBytes)
      )
        return done(null, payload);
      options.cache.put(miss.key, payload, [...publicTags], miss.generation).then(
        () => done(null, payload),
        () => done(null, payload), // a store failure never fails the answer (the cache logs it)
      );
    });
  },
  { name: 'response-cache' },
);

/**
 * What is worked out once per operation text (the storefront persists a few dozen): whether it
 * is public, per operation name, and the policy's hashed keys by the rest of their parts. Looked
 * up by the text itself: a persisted text is the same string every time, so nothing long is
 * concatenated or hashed again on a hit. Bounded (gateway README "Memory"): at most 200 texts
 * and 4 MB of their characters, and 10,000 keys and 8 MB of their parts in all, whatever the
 * variables (each distinct search is a key).
 */
function operationFacts(options: Pick<ResponseCacheOptions, 'cache' | 'locale'>) {
  let nextTextId = 0;
  const texts = new LRUCache<string, { id: number; public: Map<string | null, boolean> }>({
    max: 200,
    maxSize: 4 * 1024 * 1024,
    sizeCalculation: (_facts, query) => query.length + 64,
  });
  const keys = new LRUCache<string, string>({
    max: 10_000,
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (key, parts) => parts.length + key.length + 64,
  });
  const factsOf = (query: string) => {
    let facts = texts.get(query);
    if (!facts) {
      facts = { id: nextTextId++, public: new Map() };
      texts.set(query, facts);
    }
    return facts;
  };
  const isPublic = (query: string, operationName: string | null) => {
    const known = factsOf(query).public;
    let answer = known.get(operationName);
    if (answer === undefined) {
      answer = isPublicText(query, operationName);
      known.set(operationName, answer);
    }
    return answer;
  };
  const keyOf = (request: FastifyRequest, operation: PublicRequest) => {
    const version = options.cache.version;
    const locale = options.locale(request);
    const variables = JSON.stringify(operation.variables);
    // The text by its number, not its characters: a hit concatenates nothing long.
    const parts = `${factsOf(operation.query).id}\n${version}\n${locale}\n${operation.operationName}\n${variables}`;
    let key = keys.get(parts);
    if (key === undefined) {
      key = publicKey('response', version, locale, operation.query, operation.operationName, variables);
      keys.set(parts, key);
    }
    return key;
  };
  return { isPublic, keyOf };
}

/** The request as one the cache may answer, or undefined when it is not a public operation. */
function publicRequest(
  body: unknown,
  options: Pick<ResponseCacheOptions, 'persisted' | 'persistedOnly'>,
  isPublic: (query: string, operationName: string | null) => boolean,
): PublicRequest | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { query, documentId, operationName, variables } = body as GraphQLBody;
  if (
    variables !== undefined &&
    (typeof variables !== 'object' || variables === null || Array.isArray(variables))
  )
    return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return undefined;
  // The text Mercurius will run: outside production a text sent along wins (persisted-query provider).
  const text =
    !options.persistedOnly && typeof query === 'string' && query
      ? query
      : typeof documentId === 'string' && documentId
        ? options.persisted.get(documentId)
        : undefined;
  if (!text || !isPublic(text, operationName ?? null)) return undefined;
  try {
    // The key is built from the variables (JSON.stringify recurses): too deep is refused later.
    if (variables) assertVariablesDepth(variables);
  } catch {
    return undefined;
  }
  return {
    query: text,
    operationName: operationName ?? null,
    variables: (variables ?? {}) as Record<string, unknown>,
  };
}

/** Sends a cached answer in the encoding the client accepts. */
function answer(
  encoded: EncodedAnswers,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  cached: string,
) {
  const { body, encoding } = encoded.get(key, cached, acceptedEncoding(request.headers['accept-encoding']));
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('x-cache', 'hit');
  // Added to what is there (CORS has set `Vary: Origin` by now), never in its place.
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding); // the compress plugin leaves it as it is
  answeredWithoutErrors(request); // only answers without errors are stored (the onSend hook)
  return reply.send(body);
}

function isPublicText(query: string, operationName: string | null): boolean {
  try {
    return isPublicOperation(parse(query), operationName ?? undefined);
  } catch {
    return false; // not GraphQL: Mercurius answers it with its error
  }
}
