import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { Address, PlaceOrderInput, PlaceOrderResult } from '@nails/machines';
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

type Attempt = PlaceOrderMutation['response']['placeOrder'];

/** CHECKOUT_IN_PROGRESS carries retryAfter 5 s (gateway events README, the reconciler). */
const inProgressRetryMs = 5_000;
const inProgressRepeats = 3;

const clean = (address: Address) =>
  Object.fromEntries(
    Object.entries(address)
      .filter(([, value]) => value?.trim())
      .map(([key, value]) => [key, value!.trim()]),
  );

/**
 * The gateway's placeOrder with the key the checkout machine gives: once per key, so a retry
 * after a timeout gets the recorded outcome instead of a second order. When a key is spent and
 * what replaces it is the machine's rule; this only reports what the gateway answered.
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
      const attempt = async (repeats = inProgressRepeats): Promise<Attempt> => {
        try {
          return (await commit<PlaceOrderMutation>(environment, mutation, { idempotencyKey, input }))
            .placeOrder;
        } catch (error) {
          // Commerce is still placing this attempt: ask again with the same key after the
          // gateway's retryAfter (the order cannot be placed twice), so a slow order still ends
          // on order received instead of leaving the shopper on the form with nothing happening.
          if (error instanceof GraphQLRequestError && error.code === 'CHECKOUT_IN_PROGRESS' && repeats > 0) {
            await new Promise((resolve) => setTimeout(resolve, inProgressRetryMs));
            return attempt(repeats - 1);
          }
          throw error;
        }
      };
      const answer = await attempt();
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
