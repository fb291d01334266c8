import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useRemoveCouponsMutation as RemoveCouponsMutation } from '../../__generated__/useRemoveCouponsMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';
import { requireCart, type CartState } from './cartState.ts';

const mutation = graphql`
  mutation useRemoveCouponsMutation($codes: [String]!) {
    removeCoupons(input: { codes: $codes }) {
      cart {
        ...cartState_cart
      }
    }
  }
`;

/** removeCoupons (behaviour §7) as a promise of the new cart. */
export function useRemoveCouponsMutation(): (input: { codes: string[] }) => Promise<CartState> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: { codes: string[] }) =>
      requireCart((await commit<RemoveCouponsMutation>(environment, mutation, input)).removeCoupons?.cart),
    [environment],
  );
}
