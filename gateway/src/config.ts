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

type Secrets = ReturnType<typeof loadOrCreateSecrets>;

/** Drops empty settings: `CONTENT_API_TOKEN=` copied from .env.example means "use the default". */
const withoutEmpty = (rawEnv: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(rawEnv).filter(([, value]) => value !== '')) as NodeJS.ProcessEnv;

/** Behaviour §5: the content service needs a base URL and an API token; both default to the embedded service. */
const contentSettings = (secrets: Secrets) => ({
  CONTENT_API_URL: z.url().default('http://127.0.0.1:4020'),
  CONTENT_API_TOKEN: z.string().min(1).default(secrets.contentApiToken),
  // Behaviour §9: content-service request timeout.
  CONTENT_TIMEOUT_MS: positiveInt(10_000),
});

/** The event store's settings (gateway README "Configuration", src/events/README.md "Settings"). */
const eventStoreSettings = (secrets: Secrets) => ({
  // Empty: the embedded PGlite store under VAR_DIR/events. Otherwise a postgres:// URL.
  EVENT_STORE_URL: z
    .string()
    .optional()
    .refine(
      (value) => !value || /^postgres(ql)?:\/\//i.test(value),
      'must be a postgres:// or postgresql:// URL',
    ),
  NEWSLETTER_RETRY_MIN_MS: positiveInt(1_000),
  NEWSLETTER_RETRY_MAX_MS: positiveInt(300_000),
  PURCHASE_FEED_ENABLED: flag(false),
  // A repeated checkout waits this long for the first attempt, then answers
  // CHECKOUT_IN_PROGRESS: with one commerce lookup on top it stays below the server's 30 s.
  CHECKOUT_WAIT_MS: z.coerce.number().int().positive().max(20_000).default(15_000),
  // How long commerce may still be placing an order after the request (its timeout is 8 s).
  CHECKOUT_SETTLE_MS: positiveInt(120_000),
  // Seals upstream tokens at rest (AES-256-GCM, events README "Sealed tokens"). Rotation: the new
  // key here, the old one in TOKEN_ENCRYPTION_KEY_PREVIOUS (comma-separated) until every
  // session has been read once or has expired.
  TOKEN_ENCRYPTION_KEY: z.string().min(1).default(secrets.tokenEncryptionKey),
  TOKEN_ENCRYPTION_KEY_PREVIOUS: z.string().default(''),
});

type EventStoreEnv = z.infer<z.ZodObject<ReturnType<typeof eventStoreSettings>>> &
  z.infer<z.ZodObject<ReturnType<typeof contentSettings>>> & {
    APP_MODE: 'development' | 'production' | 'test';
    dataDir: string;
  };

/** What the event store needs from the settings (`openEventStore` takes this plus a logger). */
export interface EventStoreSettings {
  /** A postgres:// URL; absent: the embedded PGlite store under `${dataDir}/events`. */
  eventStoreUrl?: string;
  dataDir: string;
  /** Where newsletter sign-ups are delivered and the sign-up settings read. */
  content?: { url: string; token: string; timeoutMs?: number };
  outbox?: { minBackoffMs?: number; maxBackoffMs?: number; enabled?: boolean };
  /** The home page purchase toast uses the real feed only when the shop turns it on. */
  purchaseFeedEnabled?: boolean;
  /** CHECKOUT_WAIT_MS / CHECKOUT_SETTLE_MS. */
  checkout?: { waitForFirstMs?: number; settleMs?: number };
  /** `TOKEN_ENCRYPTION_KEY` (and previous keys, for reading) sealing upstream tokens. */
  tokenKeys?: { current: string; previous?: string[] };
}

/**
 * The event store's part of the settings. Production refuses a missing, weak or generated
 * token key here, where the store that seals with it is opened.
 */
export function eventStoreConfigOf(config: EventStoreEnv): EventStoreSettings {
  assertProductionSecrets(
    'gateway',
    config.APP_MODE,
    { TOKEN_ENCRYPTION_KEY: config.TOKEN_ENCRYPTION_KEY },
    (value) => isGeneratedSecret(value, config.dataDir),
  );
  return {
    eventStoreUrl: config.EVENT_STORE_URL || undefined,
    dataDir: config.dataDir,
    content: {
      url: config.CONTENT_API_URL,
      token: config.CONTENT_API_TOKEN,
      timeoutMs: config.CONTENT_TIMEOUT_MS,
    },
    outbox: { minBackoffMs: config.NEWSLETTER_RETRY_MIN_MS, maxBackoffMs: config.NEWSLETTER_RETRY_MAX_MS },
    purchaseFeedEnabled: config.PURCHASE_FEED_ENABLED,
    checkout: { waitForFirstMs: config.CHECKOUT_WAIT_MS, settleMs: config.CHECKOUT_SETTLE_MS },
    tokenKeys: {
      current: config.TOKEN_ENCRYPTION_KEY,
      previous: config.TOKEN_ENCRYPTION_KEY_PREVIOUS.split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    },
  };
}

/**
 * Only the event store's settings (the `events` command line runs without the gateway's HTTP
 * settings); the gateway reads the same ones through `loadGatewayConfig`.
 */
export function loadEventStoreConfig(rawEnv: NodeJS.ProcessEnv = process.env): EventStoreSettings {
  const env = withoutEmpty(rawEnv);
  const dataDir = varDir(env);
  const secrets = loadOrCreateSecrets(dataDir);
  const config = loadConfig(
    'events',
    { APP_MODE: appMode, ...contentSettings(secrets), ...eventStoreSettings(secrets) },
    env,
  );
  return eventStoreConfigOf({ ...config, dataDir });
}

/** The gateway's own mail and the back-in-stock alerts it sends (gateway README "Mail"). */
const mailSettings = {
  // The gateway's own mail (back-in-stock alerts, gateway README "Mail"): nodemailer's SMTP URL
  // (smtp://user:pass@host:587, smtps://…); unset, mail is written to VAR_DIR/gateway/mailbox.
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Press-on Nails <shop@localhost>'),
  // The alerts' mail outbox in this process (0: another process sends), and its retry backoff.
  BACK_IN_STOCK_OUTBOX: flag(true),
  BACK_IN_STOCK_RETRY_MIN_MS: positiveInt(1_000),
  BACK_IN_STOCK_RETRY_MAX_MS: positiveInt(300_000),
  // Alerts one shopper session, one client IP and one address typed may ask for in 24 hours.
  BACK_IN_STOCK_PER_SESSION: positiveInt(10),
  BACK_IN_STOCK_PER_IP: positiveInt(30),
  BACK_IN_STOCK_PER_EMAIL: positiveInt(5),
};

/** Every gateway setting, read once at start (documented in .env.example). */
export function loadGatewayConfig(rawEnv: NodeJS.ProcessEnv = process.env) {
  const env = withoutEmpty(rawEnv);
  const dataDir = varDir(env);
  const secrets = loadOrCreateSecrets(dataDir);
  const config = loadConfig(
    'gateway',
    {
      APP_MODE: appMode,
      HOST: z.string().default('127.0.0.1'),
      PORT: port(3000),
      COMMERCE_GRAPHQL_URL: z.url().default('http://127.0.0.1:4010/graphql'),
      ...contentSettings(secrets),
      ...eventStoreSettings(secrets),
      COMMERCE_WEBHOOK_SECRET: z.string().min(1).default(secrets.commerceWebhookSecret),
      // The content service's webhooks (`POST /webhooks/content`, `Authorization: Bearer <it>`):
      // unset, the route refuses every call and content changes show once their cache lifetime is over.
      CONTENT_WEBHOOK_SECRET: z.string().min(16).optional(),
      // `X-Nails-Shop-Key`: commerce calls no browser may make (gateway README "Newsletter codes").
      COMMERCE_SHOP_KEY: z.string().min(16).optional(),
      COOKIE_SECRET: z.string().min(1).default(secrets.gatewayCookieSecret),
      REDIS_URL: z.string().optional(),
      REDIS_KEY_PREFIX: z.string().default('nails:'),
      CACHE_ENABLED: flag(true),
      CACHE_TTL_MS: positiveInt(60_000),
      CACHE_STALE_WHILE_REVALIDATE_MS: z.coerce.number().int().min(0).default(300_000),
      CACHE_STALE_IF_ERROR_MS: z.coerce.number().int().min(0).default(86_400_000),
      LISTING_INDEX_MAX_AGE_MS: positiveInt(300_000),
      // Anonymous pages kept whole (gateway README "Page cache"): how long one is fresh (also
      // its s-maxage) and the bytes this process keeps of them. Faults: the upstream budget one
      // page render shares (an unseen page still rendering then answers the shell with 503),
      // and how long a page rendered before waits for its new render before the last one answers.
      PAGE_CACHE_ENABLED: flag(true),
      PAGE_CACHE_TTL_MS: positiveInt(60_000),
      PAGE_CACHE_MAX_BYTES: positiveInt(64 * 1024 * 1024),
      PAGE_BUDGET_MS: positiveInt(5_000),
      PAGE_STALE_WAIT_MS: positiveInt(400),
      COMMERCE_TIMEOUT_MS: positiveInt(8_000),
      // How long a shopper's command waits for the one before it (one per session at a time,
      // gateway README "How a request flows") before SHOPPER_BUSY: above a command's worst case.
      SHOPPER_LOCK_WAIT_MS: positiveInt(20_000),
      // Optional commerce capabilities (gateway README): unset asks the back end by introspection;
      // `none` or a comma list (gift-cards,order-tracking,…) where its introspection is off.
      COMMERCE_CAPABILITIES: z.string().optional(),
      COMMERCE_CAPABILITIES_REFRESH_MS: positiveInt(300_000),
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
      // New shopper sessions one client IP may start per window (gateway README "Sessions"): a
      // session is started by a cart or wishlist change or a sign-in, never by browsing; a shop
      // behind one office or carrier NAT stays well below it.
      SESSION_NEW_PER_IP: positiveInt(60),
      SESSION_NEW_WINDOW_MS: positiveInt(600_000),
      ...mailSettings,
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
      ...(config.COMMERCE_SHOP_KEY ? { COMMERCE_SHOP_KEY: config.COMMERCE_SHOP_KEY } : {}),
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
  // Production uses only a shop key set on purpose; development shares the embedded back end's.
  const shopKey = config.APP_MODE === 'production' ? undefined : secrets.commerceShopKey;
  const PUBLIC_URL = config.PUBLIC_URL?.replace(/\/+$/, '');
  return { ...config, PUBLIC_URL, COMMERCE_SHOP_KEY: config.COMMERCE_SHOP_KEY ?? shopKey, dataDir };
}

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;
