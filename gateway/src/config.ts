import { z } from 'zod';
import {
  appMode,
  assertProductionSecrets,
  isGeneratedSecret,
  loadConfig,
  loadOrCreateSecrets,
  port,
  varDir,
} from '@nails/platform';

/** Every gateway setting, read once at start (documented in .env.example). */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
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
  return { ...config, dataDir };
}

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;
