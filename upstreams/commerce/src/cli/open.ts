import { createLogger } from '@nails/platform';
import { loadCommerceConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { emitWebhook, type WebhookTopic } from '../shop/index.ts';
import { productResource } from '../shop/webhooks/resources.ts';

/** The CLI's database: the same file the service uses (VAR_DIR), safe while it runs (WAL). */
export function openCommerce(): { db: Db; config: ReturnType<typeof loadCommerceConfig> } {
  const config = loadCommerceConfig(process.env);
  return { db: openDatabase(config.databaseFile), config };
}

export const logger = createLogger('commerce-cli', { level: process.env.LOG_LEVEL ?? 'warn' });

/**
 * Fires a product webhook and waits for the deliveries (a few quick retries: a CLI should not
 * hang when the gateway is down), then reports them.
 */
export async function notifyProduct(db: Db, topic: WebhookTopic, productId: number): Promise<void> {
  const resource = productResource(db, productId);
  if (!resource) return;
  const deliveries = await emitWebhook(topic, resource, { attempts: 3, baseDelayMs: 300 });
  for (const delivery of deliveries) {
    console.log(
      `  webhook ${topic} → ${delivery.url}: ${delivery.ok ? 'delivered' : `not delivered after ${delivery.attempts} attempts`}`,
    );
  }
}
