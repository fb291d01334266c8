import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitMutation } from 'relay-runtime';
import type { useRemoveFromWishlistMutation as RemoveFromWishlistMutation } from '../../__generated__/useRemoveFromWishlistMutation.graphql.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';
import { linkWishlist } from './linkWishlist.ts';

const removeMutation = graphql`
  mutation useRemoveFromWishlistMutation($productId: Int!) {
    removeFromWishlist(productId: $productId) {
      count
      productIds
    }
  }
`;

/**
 * Removes a product from the shopper's wishlist (guest or customer); shown gone at once. The
 * answer (a wishlist without an id) is linked to the root `wishlist` every view reads: with the
 * optimistic change alone, Relay rolled it back when the answer came and the item reappeared.
 */
export function useRemoveFromWishlistMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    (productId: number) =>
      new Promise<void>((resolve, reject) => {
        commitMutation<RemoveFromWishlistMutation>(environment, {
          mutation: removeMutation,
          variables: { productId },
          optimisticUpdater: (store) => {
            const wishlist = store.getRoot().getLinkedRecord('wishlist');
            const ids = (wishlist?.getValue('productIds') as number[] | undefined) ?? [];
            wishlist?.setValue(
              ids.filter((id) => id !== productId),
              'productIds',
            );
            wishlist?.setValue(Math.max(0, ids.length - 1), 'count');
          },
          updater: linkWishlist('removeFromWishlist'),
          onCompleted: (_, errors) => {
            const first = errors?.[0] as { message: string; extensions?: { code?: string } } | undefined;
            if (first) reject(new GraphQLRequestError(first.message, first.extensions?.code));
            else resolve();
          },
          onError: reject,
        });
      }),
    [environment],
  );
}
