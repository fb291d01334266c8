import { DeciderSpecification } from '@event-driven-io/emmett';
import { describe, it } from 'vitest';
import { wishlistDecider } from '../../src/wishlist/wishlist-decider.ts';

const given = DeciderSpecification.for(wishlistDecider);
const at = '2026-01-02T03:04:05.000Z';
const added = (productId: number) => ({
  type: 'WishlistItemAdded' as const,
  data: { productId, addedAt: at },
});

describe('wishlist decider', () => {
  it('adds a product the list lacks', () =>
    given([])
      .when({ type: 'AddToWishlist', data: { productId: 7, addedAt: at } })
      .then([added(7)]));

  it('remembers that an item came from the cart', () =>
    given([])
      .when({ type: 'AddToWishlist', data: { productId: 7, addedAt: at, fromCart: true } })
      .then([{ type: 'WishlistItemAdded', data: { productId: 7, addedAt: at, fromCart: true } }]));

  it('records nothing for a product already listed (a double click)', () =>
    given([added(7)])
      .when({ type: 'AddToWishlist', data: { productId: 7, addedAt: at } })
      .thenNothingHappened());

  it('removes a listed product, and records nothing for one that is not listed', () => {
    given([added(7)])
      .when({ type: 'RemoveFromWishlist', data: { productId: 7 } })
      .then([{ type: 'WishlistItemRemoved', data: { productId: 7 } }]);
    given([added(7), { type: 'WishlistItemRemoved', data: { productId: 7 } }])
      .when({ type: 'RemoveFromWishlist', data: { productId: 7 } })
      .thenNothingHappened();
  });

  it('merges only the guest items the customer lacks', () =>
    given([added(1)])
      .when({
        type: 'MergeGuestWishlist',
        data: {
          guestSessionId: 'g',
          items: [
            { productId: 1, addedAt: at },
            { productId: 2, addedAt: at },
          ],
        },
      })
      .then([
        {
          type: 'GuestWishlistMerged',
          data: { guestSessionId: 'g', items: [{ productId: 2, addedAt: at }] },
        },
      ]));

  it('a merge repeated after it happened adds nothing twice', () =>
    given([
      { type: 'GuestWishlistMerged', data: { guestSessionId: 'g', items: [{ productId: 2, addedAt: at }] } },
    ])
      .when({
        type: 'MergeGuestWishlist',
        data: { guestSessionId: 'g', items: [{ productId: 2, addedAt: at }] },
      })
      .thenNothingHappened());

  it('hands a guest list over once: a handed-over list reads empty', () => {
    given([added(1)])
      .when({ type: 'HandOverGuestWishlist', data: { customerId: 9 } })
      .then([{ type: 'GuestWishlistHandedOver', data: { customerId: 9 } }]);
    given([added(1), { type: 'GuestWishlistHandedOver', data: { customerId: 9 } }])
      .when({ type: 'HandOverGuestWishlist', data: { customerId: 9 } })
      .thenNothingHappened();
  });
  it('erases a list once: it reads empty and erasing it again records nothing', () => {
    const erased = { type: 'WishlistErased' as const, data: { erasedAt: '2026-12-06T10:00:00.000Z' } };
    given([added(1), added(2)])
      .when({ type: 'EraseWishlist', data: { erasedAt: '2026-12-06T10:00:00.000Z' } })
      .then([erased]);
    given([added(1), erased])
      .when({ type: 'EraseWishlist', data: { erasedAt: '2026-12-06T11:00:00.000Z' } })
      .thenNothingHappened();
  });
});
