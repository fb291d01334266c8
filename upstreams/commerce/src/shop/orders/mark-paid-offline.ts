import { createLogger } from '@nails/platform';
import { loadCommerceConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { createMailer } from '../mail/mailer.ts';
import { markOrderPaid } from './payment-status.ts';

/**
 * Marks an order paid from outside the running service (the CLI's `order-paid`, the test suites),
 * on the same database file (WAL: safe while the service runs), with the service's mail settings,
 * so the gift card mails land where the service's would. Answers the order's new status and the
 * number of gift cards issued.
 */
export async function markOrderPaidOffline(
  env: NodeJS.ProcessEnv,
  orderId: number,
): Promise<{ status: string; giftCards: number }> {
  const config = loadCommerceConfig(env);
  const logger = createLogger('commerce-cli', { level: env.LOG_LEVEL ?? 'warn' });
  const db = openDatabase(config.databaseFile);
  try {
    const sendMail = createMailer({
      smtpUrl: config.COMMERCE_SMTP_URL,
      from: config.mailFrom,
      varDir: config.dataDir,
      logger,
    });
    const { order, issuedGiftCards } = await markOrderPaid({ db, config, sendMail, logger }, orderId);
    return { status: order.status, giftCards: issuedGiftCards.length };
  } finally {
    db.close();
  }
}
