import { createLogger, type Logger } from '@nails/platform';
import { tokenKeys, type TokenKeys } from './auth/tokens.ts';
import { loadShopConfig, type ShopConfig } from './config.ts';
import type { Db } from './db.ts';
import { createMailer, type SendMail } from './mail/mailer.ts';
import { emitWebhook, type WebhookTopic } from './webhooks/webhooks.ts';

/** What every shop resolver needs, built once per running service (one database, one env). */
export interface ShopServices {
  db: Db;
  env: NodeJS.ProcessEnv;
  config: ShopConfig;
  keys: TokenKeys;
  sendMail: SendMail;
  logger: Logger;
  /** Fire-and-forget webhook with this service's settings; the promise is kept for tests and close. */
  emit: (topic: WebhookTopic, resource: unknown) => void;
  pending: Set<Promise<unknown>>;
}

const byDb = new WeakMap<Db, ShopServices>();

/** The shop services of a database, created on first use with the env the service started with. */
export function shopServices(db: Db, env: NodeJS.ProcessEnv = process.env): ShopServices {
  const existing = byDb.get(db);
  if (existing) return existing;
  const config = loadShopConfig(env);
  const logger = createLogger('commerce-shop');
  const pending = new Set<Promise<unknown>>();
  const services: ShopServices = {
    db,
    env,
    config,
    keys: tokenKeys(config.COMMERCE_JWT_SECRET, config.issuer),
    sendMail: createMailer({ smtpUrl: config.COMMERCE_SMTP_URL, from: config.COMMERCE_MAIL_FROM, varDir: config.dataDir, logger }),
    logger,
    emit: (topic, resource) => {
      const delivery = emitWebhook(topic, resource, { env }).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    pending,
  };
  byDb.set(db, services);
  purgeExpired(db);
  return services;
}

/** Expired guest sessions (their carts cascade) and spent reset keys are dropped at start. */
function purgeExpired(db: Db): void {
  const at = Date.now();
  db.prepare('DELETE FROM shop_sessions WHERE expires_at < ?').run(at);
  db.prepare('DELETE FROM password_resets WHERE expires_at < ? OR used_at IS NOT NULL').run(at - 86_400_000);
}
