import { createLogger } from '@nails/platform';
import { loadCommerceConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { emitWebhook, type WebhookTopic } from '../shop/index.ts';
import { productResource, variationResource } from '../shop/webhooks/resources.ts';

/** The CLI's database: the same file the service uses (VAR_DIR), safe while it runs (WAL). */
export function openCommerce(): { db: Db; config: ReturnType<typeof loadCommerceConfig> } {
  const config = loadCommerceConfig(process.env);
  return { db: openDatabase(config.databaseFile), config };
}

export const logger = createLogger('commerce-cli', { level: process.env.LOG_LEVEL ?? 'warn' });

/**
 * Fires a product webhook and waits for the deliveries (a few quick retries: a CLI should not
 * hang when the gateway is down), then reports them. A variation's change is told as WooCommerce
 * tells it: the variation's own body first (`variationResource`), then its parent's.
 */
export async function notifyProduct(
  db: Db,
  topic: WebhookTopic,
  productId: number,
  variationId: number | null = null,
): Promise<void> {
  if (variationId !== null) await deliver(topic, variationResource(db, variationId));
  await deliver(topic, productResource(db, productId));
}

async function deliver(topic: WebhookTopic, resource: object | undefined): Promise<void> {
  if (!resource) return;
  const deliveries = await emitWebhook(topic, resource, { attempts: 3, baseDelayMs: 300 });
  for (const delivery of deliveries) {
    console.log(
      `  webhook ${topic} → ${delivery.url}: ${delivery.ok ? 'delivered' : `not delivered after ${delivery.attempts} attempts`}`,
    );
  }
}
