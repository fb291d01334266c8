import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useRemoveGiftCardMutation as RemoveGiftCardMutation } from '../../__generated__/useRemoveGiftCardMutation.graphql.ts';
import { requireCart, type CartState } from './cartState.ts';
import { commit } from '../../relay/commit.ts';

const mutation = graphql`
  mutation useRemoveGiftCardMutation($code: String!) {
    removeGiftCard(input: { code: $code }) {
      cart {
        ...cartState_cart
      }
    }
  }
`;

/** removeGiftCard as a promise of the new cart, for the one cart actor. */
export function useRemoveGiftCardMutation(): (code: string) => Promise<CartState> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (code: string) =>
      requireCart(
        (await commit<RemoveGiftCardMutation>(environment, mutation, { code })).removeGiftCard?.cart,
      ),
    [environment],
  );
}
