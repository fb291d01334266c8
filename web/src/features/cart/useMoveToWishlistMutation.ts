import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useMoveToWishlistMutation as MoveToWishlistMutation } from '../../__generated__/useMoveToWishlistMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';
import type { CartState } from './cartState.ts';
import { useCartQuery } from './useCartQuery.ts';

const mutation = graphql`
  mutation useMoveToWishlistMutation($key: ID!, $productId: Int!) {
    moveCartItemToWishlist(key: $key, productId: $productId) {
      count
      productIds
    }
  }
`;

/** Moves a cart line to the wishlist, then loads the cart (the payload is the wishlist). */
export function useMoveToWishlistMutation(): (input: {
  key: string;
  productId: number;
}) => Promise<CartState> {
  const environment = useRelayEnvironment();
  const loadCart = useCartQuery();
  return useCallback(
    async (input: { key: string; productId: number }) => {
      await commit<MoveToWishlistMutation>(environment, mutation, input);
      return loadCart();
    },
    [environment, loadCart],
  );
}
