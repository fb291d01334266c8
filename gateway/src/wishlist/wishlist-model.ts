import type { ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { position, readModel, tablesMadeAtOpen } from '../events/read-models.ts';
import {
  evolveWishlist,
  initialWishlistState,
  wishlistEventTypes,
  type WishlistEvent,
  type WishlistState,
} from './wishlist-decider.ts';

/**
 * The wishlist read model: one document per stream, the decider's state plus the version it is
 * at (the repository appends at that version). The inline projection and a rebuild fold the log
 * through the decider's `evolve`, so both give identical documents.
 */
export type WishlistDoc = WishlistState & { version: number };

export const wishlistCollection = 'wishlists';

export const initialWishlist = (): WishlistDoc => ({ ...initialWishlistState(), version: 0 });

export const evolveWishlistDoc = (doc: WishlistDoc, event: ReadEvent<WishlistEvent>): WishlistDoc => ({
  ...evolveWishlist(doc, event),
  version: position(event),
});

export const wishlistReadModel = readModel(
  wishlistCollection,
  pongoSingleStreamProjection<WishlistDoc, WishlistEvent>({
    collectionName: wishlistCollection,
    collectionOptions: tablesMadeAtOpen(),
    canHandle: wishlistEventTypes,
    initialState: initialWishlist,
    evolve: evolveWishlistDoc,
  }),
);

export const guestWishlistStream = (sessionId: string): string => `wishlist-guest:${sessionId}`;
export const customerWishlistStream = (customerId: number): string => `wishlist-customer:${customerId}`;
