import { loadCommerceConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { emitWebhook } from '../shop/webhooks/webhooks.ts';
import { productResource } from '../shop/webhooks/resources.ts';
import { approveReview } from './reviews.ts';

/**
 * Approves a held review from outside the running service (the CLI's `review-approve`, the test
 * suites) on the same database file, then fires product.updated (its rating and review count
 * changed) so caches such as the gateway's drop the product. `env` names VAR_DIR and
 * COMMERCE_WEBHOOK_URLS. False for an unknown review.
 */
export async function approveReviewOffline(env: NodeJS.ProcessEnv, reviewId: number): Promise<boolean> {
  const db = openDatabase(loadCommerceConfig(env).databaseFile);
  try {
    const productId = approveReview(db, reviewId);
    if (productId === undefined) return false;
    const resource = productResource(db, productId);
    if (resource) await emitWebhook('product.updated', resource, { env, attempts: 3, baseDelayMs: 300 });
    return true;
  } finally {
    db.close();
  }
}
