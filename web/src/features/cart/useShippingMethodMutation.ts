import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useShippingMethodMutation as ShippingMethodMutation } from '../../__generated__/useShippingMethodMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';
import { requireCart, type CartState } from './cartState.ts';

const mutation = graphql`
  mutation useShippingMethodMutation($methods: [String]) {
    updateShippingMethod(input: { shippingMethods: $methods }) {
      cart {
        ...cartState_cart
      }
    }
  }
`;

/** ChangeShippingMethod (behaviour §7) as a promise of the new cart. */
export function useShippingMethodMutation(): (input: { method: string }) => Promise<CartState> {
  const environment = useRelayEnvironment();
  return useCallback(
    async ({ method }: { method: string }) =>
      requireCart(
        (await commit<ShippingMethodMutation>(environment, mutation, { methods: [method] }))
          .updateShippingMethod?.cart,
      ),
    [environment],
  );
}
