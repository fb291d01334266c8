import type { Event, ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { collections, position } from '../events/read-models.ts';

/**
 * The wishlist (streams `wishlist-guest:<sessionId>` and `wishlist-customer:<customerId>`).
 * Its events, the read model as a pure fold of its stream (`evolve(state, event) -> state`) and
 * the projection that stores it next to the log: the same fold feeds the inline projection and
 * a rebuild, so both give identical documents (events README).
 */

export type WishlistItemAdded = Event<
  'WishlistItemAdded',
  { productId: number; addedAt: string; fromCart?: boolean }
>;
export type WishlistItemRemoved = Event<'WishlistItemRemoved', { productId: number }>;
/** In the customer's stream: the guest items that were new to the customer's list. */
export type GuestWishlistMerged = Event<
  'GuestWishlistMerged',
  { guestSessionId: string; items: { productId: number; addedAt: string }[] }
>;
/** In the guest stream: the list now lives in the customer's, so the guest list reads empty. */
export type GuestWishlistHandedOver = Event<'GuestWishlistHandedOver', { customerId: number }>;

export type WishlistEvent =
  WishlistItemAdded | WishlistItemRemoved | GuestWishlistMerged | GuestWishlistHandedOver;

export type WishlistDoc = {
  items: { productId: number; addedAt: string }[];
  version: number;
  handedOverTo?: number;
};

export const initialWishlist = (): WishlistDoc => ({ items: [], version: 0 });

export function evolveWishlist(doc: WishlistDoc, event: ReadEvent<WishlistEvent>): WishlistDoc {
  const version = position(event);
  const has = (productId: number) => doc.items.some((item) => item.productId === productId);
  switch (event.type) {
    case 'WishlistItemAdded': {
      const { productId, addedAt } = event.data;
      return { ...doc, version, items: has(productId) ? doc.items : [...doc.items, { productId, addedAt }] };
    }
    case 'WishlistItemRemoved':
      return { ...doc, version, items: doc.items.filter((item) => item.productId !== event.data.productId) };
    case 'GuestWishlistMerged':
      return {
        ...doc,
        version,
        items: [...doc.items, ...event.data.items.filter((item) => !has(item.productId))],
      };
    case 'GuestWishlistHandedOver':
      return { ...doc, version, items: [], handedOverTo: event.data.customerId };
  }
}

export const wishlistProjection = pongoSingleStreamProjection<WishlistDoc, WishlistEvent>({
  collectionName: collections.wishlists,
  canHandle: ['WishlistItemAdded', 'WishlistItemRemoved', 'GuestWishlistMerged', 'GuestWishlistHandedOver'],
  initialState: initialWishlist,
  evolve: evolveWishlist,
});

export const guestWishlistStream = (sessionId: string): string => `wishlist-guest:${sessionId}`;
export const customerWishlistStream = (customerId: number): string => `wishlist-customer:${customerId}`;
