import { z } from 'zod';
import {
  appMode,
  assertProductionSecrets,
  isGeneratedSecret,
  loadConfig,
  logLevel,
  loadOrCreateSecrets,
  port,
  varDir,
} from '@nails/platform';
import path from 'node:path';

/**
 * The commerce service's own settings (listed in the root .env.example, "commerce back end").
 * The shop part reads its settings (JWT, SMTP, Stripe, social login) in src/shop/config.ts.
 */
export function loadCommerceConfig(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = varDir(env);
  // The shared secrets file is created on first start, whoever starts first (platform/secrets.ts).
  loadOrCreateSecrets(dataDir);
  const config = loadConfig(
    'commerce',
    {
      APP_MODE: appMode,
      LOG_LEVEL: logLevel,
      COMMERCE_HOST: z.string().default('127.0.0.1'),
      COMMERCE_PORT: port(4010),
      // Base of absolute image URLs; defaults to the address the service listens on.
      COMMERCE_PUBLIC_URL: z.url().optional(),
      // Seed the press-on nails shop into an empty database at start (tests and `npm start`).
      // Production seeds the catalogue, coupons and zones but never the demo customer.
      COMMERCE_SEED: z.enum(['auto', 'off']).default('auto'),
      // Draw listing images in the background after start (`npm start` turns it on; tests leave it off).
      COMMERCE_PRERENDER_IMAGES: z.enum(['on', 'off']).default('off'),
    },
    env,
  );
  // Production signs tokens and webhooks with secrets set by the operator, checked here so a
  // weak one stops the start (the shop reads them lazily, in src/shop/config.ts).
  assertProductionSecrets(
    'commerce',
    config.APP_MODE,
    {
      COMMERCE_JWT_SECRET: env.COMMERCE_JWT_SECRET,
      COMMERCE_WEBHOOK_SECRET: env.COMMERCE_WEBHOOK_SECRET,
    },
    (value) => isGeneratedSecret(value, dataDir),
  );
  const commerceDir = path.join(dataDir, 'commerce');
  return {
    ...config,
    dataDir,
    commerceDir,
    databaseFile: path.join(commerceDir, 'commerce.sqlite'),
    uploadsDir: path.join(commerceDir, 'uploads'),
  };
}

export type CommerceConfig = ReturnType<typeof loadCommerceConfig>;
