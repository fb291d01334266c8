import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { AddToCartInput } from '@nails/machines/cartMachine';
import type { useAddToCartMutation as AddToCartMutation } from '../../__generated__/useAddToCartMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';
import { tapKey } from '../../relay/tapKey.ts';
import { requireCart, type CartState } from './cartState.ts';

const mutation = graphql`
  mutation useAddToCartMutation($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        ...cartState_cart
      }
    }
  }
`;

/** addToCart (behaviour §7) as a promise of the new cart, for the cart actor's `addToCart`; made once per call (`tapKey`). */
export function useAddToCartMutation(): (input: AddToCartInput) => Promise<CartState> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: AddToCartInput) =>
      requireCart(
        (
          await commit<AddToCartMutation>(environment, mutation, {
            input: { ...input, clientMutationId: tapKey() },
          })
        ).addToCart?.cart,
      ),
    [environment],
  );
}
