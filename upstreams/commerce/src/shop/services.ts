import { createLogger, loadOrCreateSecrets, type Logger } from '@nails/platform';
import type { CommerceConfig } from '../config.ts';
import type { CommerceRuntime } from '../graphql/context.ts';
import { tokenKeys, type TokenKeys } from './auth/tokens.ts';
import type { Db } from './db.ts';
import { createMailer, type SendMail } from './mail/mailer.ts';
import { WebhookOutbox } from './webhooks/outbox.ts';
import type { WebhookTopic } from './webhooks/webhooks.ts';

/** What every shop resolver needs, built once per running service (one database, one env). */
export interface ShopServices {
  db: Db;
  env: NodeJS.ProcessEnv;
  config: CommerceConfig;
  keys: TokenKeys;
  sendMail: SendMail;
  logger: Logger;
  /** Queues a webhook (sent at once, retried from the outbox table until delivered). */
  emit: (topic: WebhookTopic, resource: unknown) => void;
  outbox: WebhookOutbox;
}

const byDb = new WeakMap<Db, ShopServices>();

/** The shop services of a running service, created on first use from its settings. */
export function shopServices(runtime: Pick<CommerceRuntime, 'db' | 'env' | 'config'>): ShopServices {
  const { db, env, config } = runtime;
  const existing = byDb.get(db);
  if (existing) return existing;
  const logger = createLogger('commerce-shop');
  const outbox = new WebhookOutbox({
    db,
    env,
    secret: env.COMMERCE_WEBHOOK_SECRET || loadOrCreateSecrets(config.dataDir).commerceWebhookSecret,
    logger,
    baseDelayMs: config.COMMERCE_WEBHOOK_RETRY_MS,
  });
  const services: ShopServices = {
    db,
    env,
    config,
    keys: tokenKeys(config.COMMERCE_JWT_SECRET, config.issuer),
    sendMail: createMailer({
      smtpUrl: config.COMMERCE_SMTP_URL,
      from: config.mailFrom,
      varDir: config.dataDir,
      logger,
    }),
    logger,
    emit: (topic, resource) => outbox.enqueue(topic, resource),
    outbox,
  };
  byDb.set(db, services);
  purgeExpired(db);
  // Deliveries left over from the last run go out now, whatever their backoff said.
  db.prepare(
    'UPDATE webhook_outbox SET next_attempt_at = ? WHERE delivered_at IS NULL AND failed_at IS NULL',
  ).run(Date.now());
  void outbox.kick();
  return services;
}

/** Expired guest sessions (their carts cascade) and spent reset keys are dropped at start. */
function purgeExpired(db: Db): void {
  const at = Date.now();
  db.prepare('DELETE FROM shop_sessions WHERE expires_at < ?').run(at);
  db.prepare('DELETE FROM password_resets WHERE expires_at < ? OR used_at IS NOT NULL').run(at - 86_400_000);
}
