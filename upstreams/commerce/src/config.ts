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

/** A social login client (Headless Login's generic OAuth2 authorization-code provider). */
const loginClient = z.object({
  provider: z.enum(['OAUTH2_GENERIC', 'FACEBOOK', 'GITHUB', 'GOOGLE', 'INSTAGRAM', 'LINKEDIN']),
  name: z.string().min(1),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  authorizationUrl: z.url(),
  tokenUrl: z.url(),
  userInfoUrl: z.url(),
  redirectUri: z.url(),
  scope: z.string().default('openid email profile'),
  /** Where the user info keeps the stable id, the email and the name. */
  subjectField: z.string().default('sub'),
  emailField: z.string().default('email'),
  nameField: z.string().default('name'),
});
export type LoginClientConfig = z.infer<typeof loginClient>;

const jsonList = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: a list of login clients' });
      return z.NEVER;
    }
    const result = z.array(loginClient).safeParse(parsed);
    if (result.success) return result.data;
    const where = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    ctx.addIssue({ code: 'custom', message: `must be a list of login clients (${where})` });
    return z.NEVER;
  });

/**
 * Every setting of the commerce service, catalogue and shop, read once at start (listed in the
 * root .env.example, "commerce back end" and "commerce back end: shop").
 */
export function loadCommerceConfig(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = varDir(env);
  // The shared secrets file is created on first start, whoever starts first (platform/secrets.ts).
  const secrets = loadOrCreateSecrets(dataDir);
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
      // The shop: token signing, mail, payments, social login, webhooks.
      COMMERCE_JWT_SECRET: z.string().min(16).default(secrets.commerceJwtSecret),
      // The gateway's key for calls no browser may make (newsletter codes): X-Nails-Shop-Key.
      // Development shares the generated one; production uses only a key set on purpose (unset:
      // no newsletter code is made, and the gateway gives the shop's public code).
      COMMERCE_SHOP_KEY: z.string().min(16).optional(),
      COMMERCE_SMTP_URL: z.string().optional(),
      // The shop's name in mails; the storefront's name comes from the content service's siteName.
      COMMERCE_SHOP_NAME: z.string().min(1).default('Lacquer Lane'),
      COMMERCE_MAIL_FROM: z.string().optional(),
      COMMERCE_STOREFRONT_URL: z.url().default('http://localhost:3000'),
      // Where shoppers fetch bought downloads: the storefront gateway's `/downloads` (its
      // PUBLIC_URL); unset, this service's own address (`/shop/download`).
      COMMERCE_DOWNLOADS_URL: z.url().optional(),
      STRIPE_SECRET_KEY: z.string().optional(),
      STRIPE_PUBLISHABLE_KEY: z.string().optional(),
      // Only to point the Stripe client at stripe-mock or a test double (http://127.0.0.1:12111).
      STRIPE_API_BASE: z.url().optional(),
      COMMERCE_LOGIN_CLIENTS: jsonList,
      // First webhook retry delay in ms; each next retry waits twice as long.
      COMMERCE_WEBHOOK_RETRY_MS: z.coerce.number().int().min(1).default(1000),
    },
    env,
  );
  // Production signs tokens and webhooks with secrets set by the operator, checked here so a
  // weak one stops the start.
  assertProductionSecrets(
    'commerce',
    config.APP_MODE,
    {
      COMMERCE_JWT_SECRET: env.COMMERCE_JWT_SECRET,
      COMMERCE_WEBHOOK_SECRET: env.COMMERCE_WEBHOOK_SECRET,
      ...(env.COMMERCE_SHOP_KEY ? { COMMERCE_SHOP_KEY: env.COMMERCE_SHOP_KEY } : {}),
    },
    (value) => isGeneratedSecret(value, dataDir),
  );
  const commerceDir = path.join(dataDir, 'commerce');
  const shopKey = config.APP_MODE === 'production' ? undefined : secrets.commerceShopKey;
  return {
    ...config,
    COMMERCE_SHOP_KEY: config.COMMERCE_SHOP_KEY ?? shopKey,
    dataDir,
    commerceDir,
    databaseFile: path.join(commerceDir, 'commerce.sqlite'),
    uploadsDir: path.join(commerceDir, 'uploads'),
    mailFrom: config.COMMERCE_MAIL_FROM ?? `${config.COMMERCE_SHOP_NAME} <shop@localhost>`,
    /** JWT issuer: stable across restarts and ports, so a restart keeps every session valid. */
    issuer: config.COMMERCE_PUBLIC_URL ?? 'http://localhost:4010',
    devRoutes: config.APP_MODE !== 'production',
    stripeEnabled: Boolean(config.STRIPE_SECRET_KEY),
  };
}

export type CommerceConfig = ReturnType<typeof loadCommerceConfig>;
