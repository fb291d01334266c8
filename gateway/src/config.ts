import path from 'node:path';
import { z } from 'zod';
import {
  appMode,
  assertProductionSecrets,
  ConfigError,
  flag,
  isGeneratedSecret,
  loadConfig,
  loadOrCreateSecrets,
  logLevel,
  port,
  repoRoot,
  varDir,
} from '@nails/platform';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every gateway setting, read once at start (documented in .env.example). */
export function loadGatewayConfig(rawEnv: NodeJS.ProcessEnv = process.env) {
  // An empty setting (`CONTENT_API_TOKEN=` copied from .env.example) means "use the default".
  const env = Object.fromEntries(
    Object.entries(rawEnv).filter(([, value]) => value !== ''),
  ) as NodeJS.ProcessEnv;
  const dataDir = varDir(env);
  const secrets = loadOrCreateSecrets(dataDir);
  const config = loadConfig(
    'gateway',
    {
      APP_MODE: appMode,
      HOST: z.string().default('127.0.0.1'),
      PORT: port(3000),
      COMMERCE_GRAPHQL_URL: z.url().default('http://127.0.0.1:4010/graphql'),
      // Spec §5: the content service needs a base URL and an API token; both default to the
      // embedded service and the token it generated into var/.
      CONTENT_API_URL: z.url().default('http://127.0.0.1:4020'),
      CONTENT_API_TOKEN: z.string().min(1).default(secrets.contentApiToken),
      COMMERCE_WEBHOOK_SECRET: z.string().min(1).default(secrets.commerceWebhookSecret),
      COOKIE_SECRET: z.string().min(1).default(secrets.gatewayCookieSecret),
      REDIS_URL: z.string().optional(),
      REDIS_KEY_PREFIX: z.string().default('nails:'),
      CACHE_ENABLED: flag(true),
      CACHE_TTL_MS: positiveInt(60_000),
      CACHE_STALE_WHILE_REVALIDATE_MS: z.coerce.number().int().min(0).default(300_000),
      CACHE_STALE_IF_ERROR_MS: z.coerce.number().int().min(0).default(86_400_000),
      LISTING_INDEX_MAX_AGE_MS: positiveInt(300_000),
      COMMERCE_TIMEOUT_MS: positiveInt(8_000),
      // Spec §9: content-service request timeout.
      CONTENT_TIMEOUT_MS: positiveInt(10_000),
      CATALOGUE_PER_PAGE: positiveInt(24),
      CATALOGUE_MAX_PER_PAGE: positiveInt(100),
      AUTO_OPEN_CART: flag(true),
      CORS_ORIGINS: z.string().default(''),
      BODY_LIMIT_BYTES: positiveInt(100_000),
      // Largest /graphql answer (bytes): a bigger one is refused with RESPONSE_TOO_LARGE and
      // never cached (an unbounded list once answered 44 MB and filled Redis).
      GRAPHQL_MAX_RESPONSE_BYTES: positiveInt(1_048_576),
      // Behind a load balancer: trust its X-Forwarded-For, so rate limits count the shopper's IP.
      // Off by default, or anyone could pick their own IP with a header.
      LOG_LEVEL: logLevel,
      TRUST_PROXY: flag(false),
      // The shop's public origin (https://shop.example): every absolute URL a shopper or crawler
      // gets (og:image, JSON-LD, sitemap, robots, download links). Unset in development: the
      // gateway's own origin as the request reached it. Required in production (a Host header
      // must never choose the URLs of the sitemap).
      PUBLIC_URL: z.url().optional(),
      WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'web', 'dist')),
      PERSISTED_QUERIES_FILE: z
        .string()
        .default(path.join(repoRoot, 'web', 'src', '__generated__', 'persisted-queries.json')),
      // Prometheus scrape endpoint on its own listener (decisions: never on the public port when
      // set; required in production). Unset in development: /metrics stays on PORT.
      METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
      METRICS_HOST: z.string().default('127.0.0.1'),
      // /_ipx/: bytes the resized-image disk cache may hold (least recently used files go first),
      // resizes running at once, and requests per minute per client IP.
      IMAGE_CACHE_MAX_BYTES: positiveInt(256 * 1024 * 1024),
      IMAGE_CONCURRENCY: positiveInt(2),
      IMAGE_RATE_LIMIT_PER_MINUTE: positiveInt(120),
    },
    env,
  );
  assertProductionSecrets(
    'gateway',
    config.APP_MODE,
    {
      CONTENT_API_TOKEN: config.CONTENT_API_TOKEN,
      COMMERCE_WEBHOOK_SECRET: config.COMMERCE_WEBHOOK_SECRET,
      COOKIE_SECRET: config.COOKIE_SECRET,
    },
    (value) => isGeneratedSecret(value, dataDir),
  );
  if (config.APP_MODE === 'production' && config.METRICS_PORT === undefined)
    throw new ConfigError('gateway', [
      'METRICS_PORT is required in APP_MODE=production: /metrics is served only on that separate listener, never on the public port',
    ]);
  if (config.APP_MODE === 'production' && !config.PUBLIC_URL)
    throw new ConfigError('gateway', [
      "PUBLIC_URL is required in APP_MODE=production (the shop's public origin for sitemap, og:image and links)",
    ]);
  return { ...config, PUBLIC_URL: config.PUBLIC_URL?.replace(/\/+$/, ''), dataDir };
}

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;
