import { z } from 'zod';
import { appMode, loadConfig, loadOrCreateSecrets, varDir } from '@nails/platform';

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

/** The shop's settings (documented in the root .env.example, "commerce back end: shop"). */
export function loadShopConfig(env: NodeJS.ProcessEnv) {
  const dataDir = varDir(env);
  const secrets = loadOrCreateSecrets(dataDir);
  const config = loadConfig(
    'commerce (shop)',
    {
      APP_MODE: appMode,
      COMMERCE_PUBLIC_URL: z.url().optional(),
      COMMERCE_JWT_SECRET: z.string().min(16).default(secrets.commerceJwtSecret),
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
  return {
    ...config,
    dataDir,
    mailFrom: config.COMMERCE_MAIL_FROM ?? `${config.COMMERCE_SHOP_NAME} <shop@localhost>`,
    /** JWT issuer: stable across restarts and ports, so a restart keeps every session valid. */
    issuer: config.COMMERCE_PUBLIC_URL ?? 'http://localhost:4010',
    devRoutes: config.APP_MODE !== 'production',
    stripeEnabled: Boolean(config.STRIPE_SECRET_KEY),
  };
}

export type ShopConfig = ReturnType<typeof loadShopConfig>;
