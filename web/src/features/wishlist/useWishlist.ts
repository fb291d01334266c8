import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useWishlistRemoveMutation } from '../../__generated__/useWishlistRemoveMutation.graphql.ts';
import { commit } from '../cart/commit.ts';

const removeMutation = graphql`
  mutation useWishlistRemoveMutation($productId: Int!) {
    removeFromWishlist(productId: $productId) {
      count
      productIds
    }
  }
`;

/** The wishlist has no id: the new one replaces the root field every view reads. */
export function linkWishlist(field: string) {
  return (store: RecordSourceSelectorProxy) => {
    const wishlist = store.getRootField(field);
    if (wishlist) store.getRoot().setLinkedRecord(wishlist, 'wishlist');
  };
}

/** Removes a product from the shopper's wishlist (guest or customer); shown gone at once. */
export function useRemoveFromWishlistMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    (productId: number) =>
      commit<useWishlistRemoveMutation>(environment, removeMutation, { productId }, (store) => {
        const wishlist = store.getRoot().getLinkedRecord('wishlist');
        const ids = (wishlist?.getValue('productIds') as number[] | undefined) ?? [];
        wishlist?.setValue(
          ids.filter((id) => id !== productId),
          'productIds',
        );
        wishlist?.setValue(Math.max(0, ids.length - 1), 'count');
      }).then(() => undefined),
    [environment],
  );
}
