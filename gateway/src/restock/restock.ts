import type { CommandDeps } from '../commands/command.ts';
import type { EventLog } from '../events/log.ts';
import type { SendMail } from '../mail/mailer.ts';
import type { CommerceTransport } from '../upstreams/commerce-transport.ts';
import type { Redis } from 'ioredis';
import type { Logger } from '@nails/platform';
import { BackInStockRepository } from './back-in-stock.ts';
import { AlertLimits, type DailyAlertLimits } from './back-in-stock-limits.ts';
import { AlertLinks } from './back-in-stock-links.ts';
import { composeAlertMail, keyOfStream } from './back-in-stock-mails.ts';
import { BackInStockOutbox, type BackInStockOutboxOptions } from './back-in-stock-outbox.ts';
import { itemStock } from './stock-lookup.ts';

/**
 * Seals personal fields with their subject's key (`privacy/shredding/`, the event store's
 * `personal`); `openSealed` answers null once the subject is erased.
 */
export interface Sealer {
  seal(subject: string, value: string): Promise<string>;
  openSealed(sealed: string): Promise<string | null>;
}

/** Where the store does not seal: values are kept as they are (and open as themselves). */
export const unsealed: Sealer = {
  seal: async (_subject, value) => value,
  openSealed: async (value) => value,
};

/** The back-in-stock alerts of one gateway process: their log, links, limits and mail outbox. */
export interface Restock {
  alerts: BackInStockRepository;
  links: AlertLinks;
  limits: AlertLimits;
  outbox: BackInStockOutbox;
  sealer: Sealer;
  /**
   * Commerce says these products changed (a product webhook: a product, or a variation and its
   * parent): each confirmed alert of them whose item commerce now has in stock owes its mail.
   * Answers how many alerts became due.
   */
  productsChanged(productIds: number[]): Promise<number>;
}

export type RestockDeps = CommandDeps & { restock: Restock };

export interface RestockOptions {
  log: EventLog;
  transport: CommerceTransport;
  sendMail: SendMail;
  cookieSecret: string;
  publicOrigin: string;
  redis?: Redis;
  redisPrefix: string;
  limits: DailyAlertLimits;
  sealer?: Sealer;
  outbox?: BackInStockOutboxOptions;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

export function createRestock(options: RestockOptions): Restock {
  const alerts = new BackInStockRepository(options.log);
  const links = new AlertLinks(options.cookieSecret, options.publicOrigin);
  const sealer = options.sealer ?? unsealed;
  const outbox = new BackInStockOutbox(
    options.log,
    alerts,
    async (alert, mail) => {
      const to = await sealer.openSealed(alert.email);
      // Erased (privacy README "Erasure"): nobody is left to write to; the alert ends here.
      if (to === null) return void (await alerts.unsubscribe(keyOfStream(alert._id)));
      await options.sendMail(composeAlertMail({ ...alert, email: to }, mail, links));
    },
    { ...options.outbox, logger: options.logger },
  );
  alerts.onMailDue(() => outbox.kick());
  return {
    alerts,
    links,
    limits: new AlertLimits(options.limits, options.redis, options.redisPrefix),
    outbox,
    sealer,
    async productsChanged(productIds) {
      let due = 0;
      for (const productId of new Set(productIds)) {
        const waiting = await alerts.waitingFor(productId);
        // One stock read per item and language the alerts name (names are kept per language).
        const stock = new Map<string, boolean>();
        for (const alert of waiting) {
          const item = { productId: alert.productId, variationId: alert.variationId };
          const id = `${item.variationId ?? 0}`;
          if (!stock.has(id))
            stock.set(id, (await itemStock(options.transport, item, 'en'))?.available ?? false);
          if (!stock.get(id)) continue;
          const after = await alerts.noteRestock(keyOfStream(alert._id));
          if (after?.mail?.kind === 'alert') due += 1;
        }
      }
      if (due > 0) options.logger?.info({ productIds, due }, 'back-in-stock alerts due');
      return due;
    },
  };
}
