import type { PlacedOrder } from './checkout-model.ts';
import { isExpectedVersionConflictError, type EventLog } from '../events/log.ts';
import { decideOrder, initialOrderState } from './orders-decider.ts';
import {
  orderStream,
  purchaseFeedCollection,
  purchaseFeedId,
  type PurchaseFeedDoc,
  type PurchaseFeedEntry,
} from './orders-model.ts';

export interface OrderFacts {
  orderId: number;
  source: 'checkout' | 'webhook';
  firstName?: string;
  city?: string;
  productName?: string;
  placedAt?: string;
}

/**
 * Orders the gateway has seen, from its own checkouts and from `order.created` webhooks. Each
 * order is one stream started at version 0, so the second report of an order is refused by the
 * store and the purchase feed counts it once. Only coarse facts are kept: a first-name initial
 * and a city, never a name, email or address.
 */
export class OrdersRepository {
  constructor(private readonly log: EventLog) {}

  /** Returns false when the order was already recorded. */
  async recordPlaced(facts: OrderFacts): Promise<boolean> {
    // Decided as a first report: version 0n makes the store refuse a second one.
    const events = decideOrder(
      { type: 'RecordOrderPlaced', data: { ...facts, placedAt: facts.placedAt ?? new Date().toISOString() } },
      initialOrderState(),
    );
    try {
      await this.log.append(orderStream(facts.orderId), events, 0n);
      return true;
    } catch (error) {
      if (isExpectedVersionConflictError(error)) return false;
      throw error;
    }
  }

  recordFromCheckout(order: PlacedOrder): Promise<boolean> {
    return this.recordPlaced({
      orderId: order.orderId,
      source: 'checkout',
      firstName: order.firstName,
      city: order.city,
      productName: order.productNames?.[0],
    });
  }

  async purchaseFeed(limit = 10): Promise<{ entries: PurchaseFeedEntry[]; total: number }> {
    const doc = await this.log.read<PurchaseFeedDoc>(purchaseFeedCollection, purchaseFeedId);
    return { entries: (doc?.entries ?? []).slice(0, Math.max(0, limit)), total: doc?.total ?? 0 };
  }
}
