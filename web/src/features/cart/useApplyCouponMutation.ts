import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useApplyCouponMutation as ApplyCouponMutation } from '../../__generated__/useApplyCouponMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';
import { tapKey } from '../../relay/tapKey.ts';
import { requireCart, type CartState } from './cartState.ts';

const mutation = graphql`
  mutation useApplyCouponMutation($code: String!, $clientMutationId: String) {
    applyCoupon(input: { code: $code, clientMutationId: $clientMutationId }) {
      cart {
        ...cartState_cart
      }
    }
  }
`;

/** applyCoupon (behaviour §7) as a promise of the new cart; a refused code rejects with its reason. */
export function useApplyCouponMutation(): (input: { code: string }) => Promise<CartState> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: { code: string }) =>
      requireCart(
        (await commit<ApplyCouponMutation>(environment, mutation, { ...input, clientMutationId: tapKey() }))
          .applyCoupon?.cart,
      ),
    [environment],
  );
}
