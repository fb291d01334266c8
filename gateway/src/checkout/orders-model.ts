import type { ReadEvent } from '@event-driven-io/emmett';
import { pongoMultiStreamProjection } from '@event-driven-io/emmett-postgresql';
import { readModel, tablesMadeAtOpen } from '../events/read-models.ts';
import type { OrderPlaced } from './orders-decider.ts';

/**
 * The purchase feed: one document for the whole shop, the latest anonymised purchases newest
 * first, projected from every order stream (`orders-decider.ts`). A rebuild replays the same fold.
 */

export const purchaseFeedId = 'feed';
export const purchaseFeedCollection = 'purchase_feed';

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

export const purchaseFeedReadModel = readModel(
  purchaseFeedCollection,
  pongoMultiStreamProjection<PurchaseFeedDoc, OrderPlaced>({
    collectionName: purchaseFeedCollection,
    collectionOptions: tablesMadeAtOpen(),
    canHandle: ['OrderPlaced'],
    getDocumentId: () => purchaseFeedId,
    initialState: () => ({ entries: [], total: 0 }),
    evolve: evolvePurchaseFeed,
  }),
);

export const orderStream = (orderId: number): string => `order-${orderId}`;
