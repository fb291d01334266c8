import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useCartQuery as CartQuery } from '../../__generated__/useCartQuery.graphql.ts';
import { refetch } from '../../relay/commit.ts';
import { requireCart, type CartState } from './cartState.ts';

/** The cart again, after a change whose payload does not carry it (wishlist move, address, order). */
export const cartQuery = graphql`
  query useCartQuery {
    cart {
      ...cartState_cart
    }
    wishlist {
      # eslint-disable-next-line relay/unused-fields -- refreshes the wishlist records the wishlist views read
      count
      # eslint-disable-next-line relay/unused-fields -- as above
      productIds
    }
  }
`;

/** Loads the cart from the network (refreshing the wishlist count with it). */
export function useCartQuery(): () => Promise<CartState> {
  const environment = useRelayEnvironment();
  return useCallback(
    async () => requireCart((await refetch<CartQuery>(environment, cartQuery, {})).cart),
    [environment],
  );
}
