import type { Event, ReadEvent } from '@event-driven-io/emmett';
import { pongoMultiStreamProjection } from '@event-driven-io/emmett-postgresql';
import { collections } from '../events/read-models.ts';

/**
 * Orders seen (stream `order-<order id>`, from checkouts and `order.created` webhooks) and the purchase feed.
 * Its events, the read model as a pure fold of its stream (`evolve(state, event) -> state`) and
 * the projection that stores it next to the log: the same fold feeds the inline projection and
 * a rebuild, so both give identical documents (events README).
 */

export type OrderPlaced = Event<
  'OrderPlaced',
  {
    orderId: number;
    placedAt: string;
    source: 'checkout' | 'webhook';
    firstNameInitial?: string;
    city?: string;
    productName?: string;
  }
>;

export const purchaseFeedId = 'feed';

export interface PurchaseFeedEntry {
  orderId: number;
  firstNameInitial?: string;
  city?: string;
  productName?: string;
  placedAt: string;
}

export type PurchaseFeedDoc = {
  entries: PurchaseFeedEntry[];
  total: number;
};

/** How many recent purchases the feed keeps: the home page toast cycles through a handful. */
export const purchaseFeedSize = 50;

export function evolvePurchaseFeed(doc: PurchaseFeedDoc, event: ReadEvent<OrderPlaced>): PurchaseFeedDoc {
  const { orderId, firstNameInitial, city, productName, placedAt } = event.data;
  const entry: PurchaseFeedEntry = { orderId, placedAt, firstNameInitial, city, productName };
  return { total: doc.total + 1, entries: [entry, ...doc.entries].slice(0, purchaseFeedSize) };
}

/** One document for the whole shop: the latest anonymised purchases, newest first. */
export const purchaseFeedProjection = pongoMultiStreamProjection<PurchaseFeedDoc, OrderPlaced>({
  collectionName: collections.purchaseFeed,
  canHandle: ['OrderPlaced'],
  getDocumentId: () => purchaseFeedId,
  initialState: () => ({ entries: [], total: 0 }),
  evolve: evolvePurchaseFeed,
});

export const orderStream = (orderId: number): string => `order-${orderId}`;
