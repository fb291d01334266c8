import fp from 'fastify-plugin';
import { createMailer } from '../mail/mailer.ts';
import { createRestock, type Restock } from './restock.ts';

/**
 * Back-in-stock alerts in this gateway process (`app.restock`): made from the event store, the
 * commerce transport and the mail settings, its outbox started with the app and stopped with it.
 * Without an event store there are none (the fields answer UPSTREAM_UNAVAILABLE). Mail links
 * point at `PUBLIC_URL`; in development, without it, at this gateway's own address.
 */
export const restockPlugin = fp(
  async (app) => {
    const events = app.events;
    if (!events) {
      app.decorate('restock', undefined);
      return;
    }
    const config = app.config;
    const restock = createRestock({
      log: events.log,
      transport: app.upstreams.transport,
      sendMail: createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        dataDir: config.dataDir,
        logger: app.log,
      }),
      cookieSecret: config.COOKIE_SECRET,
      publicOrigin: config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`,
      redis: app.upstreams.redis,
      redisPrefix: `${config.REDIS_KEY_PREFIX}rl:`,
      // Addresses are sealed with their subject's key (privacy README "Crypto-shredding API").
      sealer: events.personal,
      limits: {
        perSession: config.BACK_IN_STOCK_PER_SESSION,
        perIp: config.BACK_IN_STOCK_PER_IP,
        perEmail: config.BACK_IN_STOCK_PER_EMAIL,
      },
      outbox: {
        minBackoffMs: config.BACK_IN_STOCK_RETRY_MIN_MS,
        maxBackoffMs: config.BACK_IN_STOCK_RETRY_MAX_MS,
      },
      logger: app.log,
    });
    app.decorate('restock', restock);
    if (config.BACK_IN_STOCK_OUTBOX) restock.outbox.start();
    app.addHook('onClose', () => restock.outbox.stop());
  },
  { name: 'restock', dependencies: ['upstreams'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    restock: Restock | undefined;
  }
}
