import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useApplyGiftCardMutation as ApplyGiftCardMutation } from '../../__generated__/useApplyGiftCardMutation.graphql.ts';
import { requireCart, type CartState } from './cartState.ts';
import { commit } from '../../relay/commit.ts';
import { tapKey } from '../../relay/tapKey.ts';

const mutation = graphql`
  mutation useApplyGiftCardMutation($code: String!, $clientMutationId: String) {
    applyGiftCard(input: { code: $code, clientMutationId: $clientMutationId }) {
      cart {
        ...cartState_cart
      }
    }
  }
`;

/**
 * applyGiftCard as a promise of the new cart (its `appliedGiftCards` and `total` included), for
 * the one cart actor; a refused code rejects with the back end's words (INVALID_GIFT_CARD).
 */
export function useApplyGiftCardMutation(): (code: string) => Promise<CartState> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (code: string) =>
      requireCart(
        (await commit<ApplyGiftCardMutation>(environment, mutation, { code, clientMutationId: tapKey() }))
          .applyGiftCard?.cart,
      ),
    [environment],
  );
}
