import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useUpdateQuantityMutation as UpdateQuantityMutation } from '../../__generated__/useUpdateQuantityMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';
import { requireCart, type CartState } from './cartState.ts';

const mutation = graphql`
  mutation useUpdateQuantityMutation($key: ID!, $quantity: Int!) {
    updateItemQuantities(input: { items: [{ key: $key, quantity: $quantity }] }) {
      cart {
        ...cartState_cart
      }
    }
  }
`;

/** UpDateCartQuantity (behaviour §7; quantity 0 removes the line) as a promise of the new cart. */
export function useUpdateQuantityMutation(): (input: {
  key: string;
  quantity: number;
}) => Promise<CartState> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: { key: string; quantity: number }) =>
      requireCart(
        (await commit<UpdateQuantityMutation>(environment, mutation, input)).updateItemQuantities?.cart,
      ),
    [environment],
  );
}
