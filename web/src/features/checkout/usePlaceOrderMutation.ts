import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { Address, PlaceOrderInput, PlaceOrderResult } from '@nails/machines/checkoutForm';
import type { usePlaceOrderMutation as PlaceOrderMutation } from '../../__generated__/usePlaceOrderMutation.graphql.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';
import { commit } from '../../relay/commit.ts';

const mutation = graphql`
  mutation usePlaceOrderMutation($idempotencyKey: ID!, $input: PlaceOrderInput!) {
    placeOrder(idempotencyKey: $idempotencyKey, input: $input) {
      status
      orderId
      orderKey
      orderNumber
      errorCode
      errorMessage
      replayed
    }
  }
`;

const clean = (address: Address) =>
  Object.fromEntries(
    Object.entries(address)
      .filter(([, value]) => value?.trim())
      .map(([key, value]) => [key, value!.trim()]),
  );

/**
 * The gateway's placeOrder with the key the checkout machine gives: once per key, so a retry
 * after a timeout gets the recorded outcome instead of a second order. When a key is spent, what
 * replaces it and when it is sent again are the machine's rules; this only reports what the
 * gateway answered.
 */
export function usePlaceOrderMutation(): (input: PlaceOrderInput) => Promise<PlaceOrderResult> {
  const environment = useRelayEnvironment();
  const placeOrder = useCallback(
    async ({ form, idempotencyKey, transactionId }: PlaceOrderInput): Promise<PlaceOrderResult> => {
      const input = {
        billing: clean(form.billing),
        shipping: form.shipToDifferentAddress ? clean(form.shipping) : undefined,
        shipToDifferentAddress: form.shipToDifferentAddress,
        paymentMethod: form.paymentMethod,
        customerNote: form.customerNote.trim() || undefined,
        transactionId,
        account: form.createAccount ? { username: form.username.trim(), password: form.password } : undefined,
      };
      // A refusal (CHECKOUT_IN_PROGRESS among them) rejects: whether the key is sent again is the
      // checkout machine's rule (its `awaitingCommerce` state).
      // An order that makes an account gives the session a new cookie (relay/sessionChange.ts).
      const answer = (
        await commit<PlaceOrderMutation>(
          environment,
          mutation,
          { idempotencyKey, input },
          input.account ? { session: 'changes' } : {},
        )
      ).placeOrder;
      if (answer.status === 'FAILED')
        return {
          result: 'refused',
          order: null,
          error: new GraphQLRequestError(
            answer.errorMessage ?? 'The order could not be placed.',
            answer.errorCode ?? undefined,
          ),
          replayed: answer.replayed,
        };
      return {
        result: answer.status === 'SUCCEEDED' ? 'success' : 'pending',
        order: answer.orderId
          ? {
              databaseId: answer.orderId,
              orderKey: answer.orderKey ?? undefined,
              orderNumber: answer.orderNumber ?? undefined,
            }
          : null,
      };
    },
    [environment],
  );
  return placeOrder;
}
