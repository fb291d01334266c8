import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitMutation } from 'relay-runtime';
import type { useAddToWishlistMutation as AddToWishlistMutation } from '../../__generated__/useAddToWishlistMutation.graphql.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';
import { linkWishlist } from './linkWishlist.ts';

const addMutation = graphql`
  mutation useAddToWishlistMutation($productId: Int!) {
    addToWishlist(productId: $productId) {
      productIds
      count
    }
  }
`;

/**
 * Adds a product to the shopper's wishlist (guest or customer, kept by the gateway). The answer
 * (a wishlist without an id) becomes the root `wishlist` every view reads (`linkWishlist`).
 */
export function useAddToWishlistMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    (productId: number) =>
      new Promise<void>((resolve, reject) => {
        commitMutation<AddToWishlistMutation>(environment, {
          mutation: addMutation,
          variables: { productId },
          updater: linkWishlist('addToWishlist'),
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
