import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets the embedded services share on one machine. The first service to start generates them
 * into `var/secrets.json` (mode 0600); every other service reads the same file, so the gateway
 * picks up the content API token and the webhook secret with no manual step. Production sets each
 * one through the environment instead, and refuses to start on these (see `assertProductionSecrets`).
 */
export interface SharedSecrets {
  /** Full-access Strapi-style API token of the embedded content service. */
  contentApiToken: string;
  /** Read-only Strapi-style API token of the embedded content service. */
  contentReadOnlyToken: string;
  /** Signs the content service's `/api/auth/local` JWTs. */
  contentJwtSecret: string;
  /** Signs the commerce back end's auth, refresh and session JWTs. */
  commerceJwtSecret: string;
  /** HMAC-SHA256 key of the commerce webhooks (X-WC-Webhook-Signature). */
  commerceWebhookSecret: string;
  /** The shop key (`X-Nails-Shop-Key`): calls only the gateway may make, such as newsletter codes. */
  commerceShopKey: string;
  /** Signs the gateway's opaque session cookie. */
  gatewayCookieSecret: string;
  /** The gateway's TOKEN_ENCRYPTION_KEY: seals upstream tokens in its event log. */
  tokenEncryptionKey: string;
}

const keys: (keyof SharedSecrets)[] = [
  'contentApiToken',
  'contentReadOnlyToken',
  'contentJwtSecret',
  'commerceJwtSecret',
  'commerceWebhookSecret',
  'commerceShopKey',
  'gatewayCookieSecret',
  'tokenEncryptionKey',
];

const generate = (): string => randomBytes(32).toString('base64url');

export function secretsFile(dataDir: string): string {
  return path.join(dataDir, 'secrets.json');
}

export function loadOrCreateSecrets(dataDir: string): SharedSecrets {
  const file = secretsFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const existing = readSecrets(file);
  const missing = keys.filter((key) => !existing[key]);
  if (missing.length === 0) return existing as SharedSecrets;
  const complete = { ...existing } as Record<string, string>;
  for (const key of missing) complete[key] = generate();
  try {
    // 'wx' makes the first writer win when several services start at once.
    writeFileSync(file, JSON.stringify(complete, null, 2), {
      mode: 0o600,
      flag: Object.keys(existing).length > 0 ? 'w' : 'wx',
    });
    return complete as unknown as SharedSecrets;
  } catch {
    return loadOrCreateSecrets(dataDir);
  }
}

function readSecrets(file: string): Partial<SharedSecrets> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<SharedSecrets>;
  } catch {
    return {};
  }
}

/** True when `value` is one of the generated development secrets of `dataDir`. */
export function isGeneratedSecret(value: string, dataDir: string): boolean {
  const existing = readSecrets(secretsFile(dataDir));
  return Object.values(existing).includes(value);
}
