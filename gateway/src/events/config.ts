import { z } from 'zod';
import {
  appMode,
  assertProductionSecrets,
  flag,
  isGeneratedSecret,
  loadConfig,
  loadOrCreateSecrets,
  varDir,
} from '@nails/platform';
import type { EventStoreConfig } from './index.ts';

/** The event store's settings (documented in the root .env.example), read once at start. */
export function loadEventStoreConfig(env: NodeJS.ProcessEnv = process.env): EventStoreConfig {
  const dataDir = varDir(env);
  const secrets = loadOrCreateSecrets(dataDir);
  const config = loadConfig(
    'events',
    {
      // Empty: the embedded PGlite store under VAR_DIR/events. Otherwise a postgres:// URL.
      EVENT_STORE_URL: z
        .string()
        .optional()
        .refine(
          (value) => !value || /^postgres(ql)?:\/\//i.test(value),
          'must be a postgres:// or postgresql:// URL',
        ),
      CONTENT_API_URL: z.url().default('http://127.0.0.1:4020'),
      CONTENT_API_TOKEN: z.string().min(1).default(secrets.contentApiToken),
      NEWSLETTER_RETRY_MIN_MS: z.coerce.number().int().positive().default(1_000),
      NEWSLETTER_RETRY_MAX_MS: z.coerce.number().int().positive().default(300_000),
      PURCHASE_FEED_ENABLED: flag(false),
      APP_MODE: appMode,
      // A repeated checkout waits this long for the first attempt, then answers
      // CHECKOUT_IN_PROGRESS: with one commerce lookup on top it stays below the server's 30 s.
      CHECKOUT_WAIT_MS: z.coerce.number().int().positive().max(20_000).default(15_000),
      // How long commerce may still be placing an order after the request (its timeout is 8 s).
      CHECKOUT_SETTLE_MS: z.coerce.number().int().positive().default(120_000),
      // Seals upstream tokens at rest (AES-256-GCM, see README "Sealed tokens"). Rotation: the new
      // key here, the old one in TOKEN_ENCRYPTION_KEY_PREVIOUS (comma-separated) until every
      // session has been read once or has expired.
      TOKEN_ENCRYPTION_KEY: z.string().min(1).default(secrets.tokenEncryptionKey),
      TOKEN_ENCRYPTION_KEY_PREVIOUS: z.string().default(''),
    },
    env,
  );
  assertProductionSecrets(
    'gateway',
    config.APP_MODE,
    { TOKEN_ENCRYPTION_KEY: config.TOKEN_ENCRYPTION_KEY },
    (value) => isGeneratedSecret(value, dataDir),
  );
  return {
    eventStoreUrl: config.EVENT_STORE_URL || undefined,
    dataDir,
    content: { url: config.CONTENT_API_URL, token: config.CONTENT_API_TOKEN },
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
