import { publicOrigin } from './public-url.ts';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateShopLocale } from '@nails/schema/locale-negotiation.ts';
import { findShopLocale } from '@nails/schema/locales.ts';
import {
  MemoryCacheStore,
  NearCacheStore,
  RedisCacheStore,
  type ExpiringCacheStore,
} from '../cache/cache-store.ts';
import { acceptedEncoding, EncodedAnswers } from '../cache/encoded-answers.ts';
import { PageCache, pageBytes, type CachedPage } from '../cache/page-cache.ts';
import {
  contentPagesTag,
  everyPageTag,
  listingPagesTag,
  normalisedPath,
  pageKey,
  pageTagsExpiredBy,
} from '../cache/page-policy.ts';
import { catchUpTopic } from '../catalogue/catalogue-sync.ts';
import { sessionCookieName } from '../plugins/app/shopper-session.ts';
import type { StorefrontPath } from './storefront-paths.ts';
import { keptConsentNames } from '@nails/schema/consent-cookie.ts';

/** The cookie the web keeps the shopper's chosen language in (web/src/i18n/locales.ts `localeCookie`). */
const chosenLanguage = /(?:^|;\s*)i18n_locale=([^;]+)/;

/** A cookie header's names, without reading any value. */
const cookieNames = (header: string | undefined): string[] =>
  (header ?? '').split(';').map((pair) => pair.split('=', 1)[0]!.trim());

/**
 * A request without a shopper's session: the page it gets is everyone's (architecture "Pages").
 * Any cookie named like the session's (its `__Host-` form too) makes it the shopper's.
 */
export const isAnonymous = (request: FastifyRequest): boolean =>
  !cookieNames(request.headers.cookie).some((name) => name.endsWith(sessionCookieName));

/** The language `/` answers in: the one the shopper chose before, else her browser's (behaviour §2, §9). */
function homeLanguage(request: FastifyRequest): string {
  const chosen = chosenLanguage.exec(request.headers.cookie ?? '')?.[1];
  const remembered = chosen && findShopLocale(chosen);
  if (remembered && remembered.code === chosen) return remembered.code;
  return negotiateShopLocale(request.headers['accept-language'] ?? null).code;
}

/**
 * The page's validators an If-None-Match header names, as the page's own ETag: weak ones as
 * their strong form (RFC 9110 §13.1.2) and each encoding's as the page's (one page, one answer).
 */
const validatorsIn = (header: string | undefined): string[] =>
  (header ?? '').split(',').map((value) =>
    value
      .trim()
      .replace(/^W\//, '')
      .replace(/-(br|gzip)"$/, '"'),
  );

/** A strong validator per encoding (RFC 9110 §8.8.3: the brotli bytes are not the identity's). */
const etagIn = (etag: string, encoding: string | undefined) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;

/** A strong ETag of a page's bytes: the same page is the same ETag in every gateway process. */
export const etagOf = (html: string): string =>
  `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/** What a page shows beside its products' own tags: its lists, its category, content (surrogate keys). */
export function pageTags(route: StorefrontPath, products: string[]): string[] {
  const tags = new Set([everyPageTag, contentPagesTag, ...products]);
  if (route.kind !== 'product') tags.add(listingPagesTag);
  if (route.kind === 'category') tags.add(`category:${route.slug.toLowerCase()}`);
  return [...tags];
}

/**
 * The page cache of this gateway process (gateway README "Page cache"): pages in Redis when
 * it is configured (an in-process copy of the hot ones in front), a byte-bounded LRU otherwise;
 * every catalogue change this process applies or hears expires the pages showing it.
 */
export function storefrontPageCache(app: FastifyInstance) {
  const config = app.config;
  const bound = { maxBytes: config.PAGE_CACHE_MAX_BYTES, sizeOf: pageBytes };
  const { redis } = app.upstreams;
  const store: ExpiringCacheStore = redis
    ? new NearCacheStore(new RedisCacheStore(redis, `${config.REDIS_KEY_PREFIX}pages:`), 1_000, {
        ...bound,
        maxBytes: Math.ceil(bound.maxBytes / 4),
      })
    : new MemoryCacheStore(10_000, bound);
  const pages = new PageCache(
    store,
    {
      ttlMs: config.PAGE_CACHE_TTL_MS,
      staleWhileRevalidateMs: config.CACHE_STALE_WHILE_REVALIDATE_MS,
      staleIfErrorMs: config.CACHE_STALE_IF_ERROR_MS,
    },
    app.log,
  );
  app.catalogueSync.onChange(async (change) => {
    if (change.topic === catchUpTopic) return pages.forgetLocal();
    const tags = pageTagsExpiredBy(change);
    if (tags.length > 0) await pages.expire(tags);
  });
  // Each kept page's bytes as sent (plain, br, gzip), encoded once: 200 pages, 32 MB (README "Memory").
  const encoded = new EncodedAnswers(200, undefined, 32 * 1024 * 1024);

  const seconds = (ms: number) => Math.floor(ms / 1_000);
  /** What a CDN and the browser may do with an anonymous page (gateway README "Page cache"). */
  const publicCaching = [
    'public',
    'max-age=0',
    `s-maxage=${seconds(config.PAGE_CACHE_TTL_MS)}`,
    `stale-while-revalidate=${seconds(config.CACHE_STALE_WHILE_REVALIDATE_MS)}`,
    `stale-if-error=${seconds(config.CACHE_STALE_IF_ERROR_MS)}`,
  ].join(', ');

  return {
    pages,
    enabled: config.PAGE_CACHE_ENABLED,

    /** The key a request's page is kept under, and the path it is rendered from. */
    keyOf(request: FastifyRequest, build: string): { key: string; path: string } {
      const path = normalisedPath(request.url);
      const language = path === '/' ? homeLanguage(request) : 'path';
      const capabilities = [...app.upstreams.capabilities.current().on].sort().join(',');
      return {
        key: pageKey({
          build,
          capabilities,
          origin: publicOrigin(app, request),
          language,
          path,
          consent: keptConsentNames(request.headers.cookie) ? 'kept' : 'asked',
        }),
        path,
      };
    },

    /**
     * Sends a kept (or just rendered and kept) page: 304 when the browser or CDN has these
     * bytes, else the bytes in the encoding it accepts, compressed once per page.
     */
    send(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      page: CachedPage,
      cacheState: string,
      age = 0,
    ): FastifyReply {
      const { body, encoding } = encoded.get(
        key,
        page.html,
        acceptedEncoding(request.headers['accept-encoding']),
      );
      reply
        .header('cache-control', publicCaching)
        .header('etag', etagIn(page.etag, encoding))
        .header('surrogate-key', page.tags.join(' '))
        .header('x-cache', cacheState);
      if (age > 0) reply.header('age', String(age));
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      if (validatorsIn(request.headers['if-none-match']).includes(page.etag)) return reply.code(304).send();
      if (encoding) reply.header('content-encoding', encoding); // the compress plugin leaves it as it is
      return reply.code(page.status).type('text/html; charset=utf-8').send(body);
    },
  };
}

export type StorefrontPageCache = ReturnType<typeof storefrontPageCache>;
