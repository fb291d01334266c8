import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { CatalogueCache } from '../../cache/catalogue-cache.ts';
import {
  MemoryCacheStore,
  NearCacheStore,
  RedisCacheStore,
  type CacheEntry,
  type CacheStore,
} from '../../cache/cache-store.ts';
import { ListingIndex } from '../../catalogue/listing-index.ts';
import { WindowCounter } from '../../graphql/window-counter.ts';
import { RedisGuard, guardedRedis, redisCommandTimeoutMs } from '../../cache/redis-guard.ts';
import { createCommerceTransport, type CommerceTransport } from '../../upstreams/commerce-transport.ts';
import { createContentClient, type ContentClient } from '../../content/content-client.ts';
import { UpstreamPolicy } from '../../upstreams/resilience.ts';
import {
  CommerceCapabilities,
  loadCapabilityDefinitions,
  parseCapabilitySetting,
} from '../../upstreams/commerce-capabilities.ts';
import { capabilityAwareTransport } from '../../upstreams/capability-aware-transport.ts';
import { shopSpecificTypesTransport } from '../../upstreams/shop-specific-types.ts';
import { cartItemIdTransport } from '../../upstreams/cart-item-ids.ts';
import { inProcessShopperLock, redisShopperLock, type ShopperLock } from '../../commands/shopper-lock.ts';
import { imagePathsTransport } from '../../images/image-paths-transport.ts';
import { imageSources } from '../../images/image-sources.ts';
import { commerceCoreSdl, commerceExtensionsDir } from '../../schema/schema-files.ts';
import { metrics as sharedMetrics, type GatewayMetrics } from '../../observability/plugin.ts';

export interface Upstreams {
  commercePolicy: UpstreamPolicy;
  transport: CommerceTransport;
  /** What the commerce back end offers beyond the real WooGraphQL core (gateway README "Optional capabilities"). */
  capabilities: CommerceCapabilities;
  /** The process's one content client (its policy is `content.policy`). */
  content: ContentClient;
  cache: CatalogueCache;
  listingIndex: ListingIndex;
  counter: WindowCounter;
  /** One shopper command per session at a time: across instances through Redis when there is one. */
  shopperLock: ShopperLock;
  /** The shared client, every command through `redisGuard` (time limit and breaker). */
  redis?: Redis;
  redisGuard?: RedisGuard;
}

export interface UpstreamsOptions {
  metrics?: GatewayMetrics;
  /**
   * The content client, when the process made it before the app (the event store's newsletter
   * outbox posts through it too); otherwise the app makes it from CONTENT_API_URL,
   * CONTENT_API_TOKEN and CONTENT_TIMEOUT_MS.
   */
  content?: ContentClient;
}

type Config = FastifyInstance['config'];

/**
 * The shared Redis client when REDIS_URL is set, every command through a guard (time limit and
 * breaker). While it is down the app runs without it, warning at most every 30 s.
 */
function connectRedis(config: Config, log: FastifyBaseLogger) {
  const client = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        lazyConnect: false,
        // Fail fast while Redis is down instead of queueing shopper requests behind it.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        // A silent Redis (stopped, packets dropped) keeps its connection open: without a limit
        // a command waits for the 30 s socket timeout (cache/redis-guard.ts).
        commandTimeout: redisCommandTimeoutMs,
        retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
      })
    : undefined;
  const redisGuard = client
    ? new RedisGuard(client, {
        commandTimeoutMs: redisCommandTimeoutMs,
        onStateChange: (degraded, reason) =>
          degraded
            ? log.warn({ reason }, 'redis degraded; cache, rate limits and change bus run in this process')
            : log.info('redis answers again'),
      })
    : undefined;
  const redis = client && redisGuard ? guardedRedis(client, redisGuard) : undefined;
  let lastRedisWarning = 0;
  client?.on('error', (error: Error) => {
    if (Date.now() - lastRedisWarning < 30_000) return;
    lastRedisWarning = Date.now();
    log.warn({ err: error }, 'redis unavailable; catalogue served uncached');
  });
  return { client, redisGuard, redis };
}

/**
 * How much of the catalogue cache a process holds (gateway README "Memory"): without Redis, 5,000
 * entries and 96 MB; with Redis, a near copy of 2,000 entries and 32 MB. An entry counts as its
 * JSON text's length (a cached answer is that text), so the heap it takes is within a small factor.
 */
export const catalogueCacheBounds = {
  memory: { maxEntries: 5_000, maxBytes: 96 * 1024 * 1024 },
  near: { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 },
};
const cachedBytes = (entry: CacheEntry): number =>
  typeof entry.value === 'string' ? entry.value.length : (JSON.stringify(entry.value)?.length ?? 0);

/** The catalogue cache: near cache over Redis when there is one, else in this process's memory. */
function catalogueCache(
  config: Config,
  redis: Redis | undefined,
  log: FastifyBaseLogger,
  metrics: GatewayMetrics,
) {
  const store: CacheStore = redis
    ? new NearCacheStore(
        new RedisCacheStore(redis, `${config.REDIS_KEY_PREFIX}cache:`),
        catalogueCacheBounds.near.maxEntries,
        { maxBytes: catalogueCacheBounds.near.maxBytes, sizeOf: cachedBytes },
      )
    : new MemoryCacheStore(catalogueCacheBounds.memory.maxEntries, {
        maxBytes: catalogueCacheBounds.memory.maxBytes,
        sizeOf: cachedBytes,
      });
  return new CatalogueCache(
    store,
    {
      ttlMs: config.CACHE_TTL_MS,
      staleWhileRevalidateMs: config.CACHE_STALE_WHILE_REVALIDATE_MS,
      staleIfErrorMs: config.CACHE_STALE_IF_ERROR_MS,
    },
    log,
    config.CACHE_ENABLED,
    (result) => metrics.recordCache(result),
  );
}

/**
 * The commerce transport every commerce call goes through, the shopper's and the gateway's own:
 * it asks only what the back end offers and nothing the real dialect fails on (cart line ids);
 * its answers name only types the gateway's schema knows (attribute term types are per shop), and
 * images by path (images/image-sources.ts): no answer names a back end's address.
 */
function commerceTransport(config: Config, policy: UpstreamPolicy, log: FastifyBaseLogger) {
  const direct = createCommerceTransport(config.COMMERCE_GRAPHQL_URL, policy, config.COMMERCE_SHOP_KEY);
  const capabilities = new CommerceCapabilities({
    coreSdl: commerceCoreSdl(),
    definitions: loadCapabilityDefinitions(commerceExtensionsDir),
    transport: direct,
    configured: parseCapabilitySetting(config.COMMERCE_CAPABILITIES),
    refreshMs: config.COMMERCE_CAPABILITIES_REFRESH_MS,
    log,
  });
  const transport = imagePathsTransport(
    shopSpecificTypesTransport(
      cartItemIdTransport(capabilityAwareTransport(direct, capabilities), capabilities.full),
      new Set(Object.keys(capabilities.full.getTypeMap())),
    ),
    imageSources(config),
  );
  return { capabilities, transport };
}

/**
 * The upstream clients and the catalogue cache, as one decorator (`app.upstreams`). Redis is
 * optional: without REDIS_URL, or while it is down, the cache and counters run in memory or
 * uncached, with a warning, and no shopper request fails because of it.
 */
export const upstreamsPlugin = fp<UpstreamsOptions>(
  async (app, options) => {
    const config = app.config;
    const metrics = options.metrics ?? sharedMetrics;
    const log = app.log;
    const { client, redisGuard, redis } = connectRedis(config, log);
    const cache = catalogueCache(config, redis, log, metrics);
    const commercePolicy = new UpstreamPolicy({
      name: 'commerce',
      timeoutMs: config.COMMERCE_TIMEOUT_MS,
      log,
      metrics,
    });
    const content =
      options.content ??
      createContentClient(
        {
          url: config.CONTENT_API_URL,
          token: config.CONTENT_API_TOKEN,
          timeoutMs: config.CONTENT_TIMEOUT_MS,
        },
        { log, metrics },
      );
    const { capabilities, transport } = commerceTransport(config, commercePolicy, log);
    const upstreams: Upstreams = {
      commercePolicy,
      transport,
      capabilities,
      content,
      cache,
      listingIndex: new ListingIndex(transport, config.LISTING_INDEX_MAX_AGE_MS, log),
      counter: new WindowCounter(60_000, redis, `${config.REDIS_KEY_PREFIX}rl:`),
      shopperLock: client
        ? redisShopperLock(client, config.REDIS_KEY_PREFIX, { waitMs: config.SHOPPER_LOCK_WAIT_MS, log })
        : inProcessShopperLock({ waitMs: config.SHOPPER_LOCK_WAIT_MS }),
      redis,
      redisGuard,
    };
    app.decorate('upstreams', upstreams);
    app.addHook('onClose', async () => {
      redisGuard?.close();
      client?.disconnect();
    });
  },
  { name: 'upstreams' },
);

declare module 'fastify' {
  interface FastifyInstance {
    upstreams: Upstreams;
  }
}
