import { useCallback, useRef } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { Address, PlaceOrderInput, PlaceOrderResult } from '@nails/machines';
import type { usePlaceOrderMutation as PlaceOrderMutation } from '../../__generated__/usePlaceOrderMutation.graphql.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';
import { commit } from '../cart/commit.ts';

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
 * The gateway's placeOrder: once per idempotency key, so a retry after a timeout gets the
 * recorded outcome instead of a second order (the key lives in the checkout machine).
 */
export function usePlaceOrderMutation(): (input: PlaceOrderInput) => Promise<PlaceOrderResult> {
  const environment = useRelayEnvironment();
  // The machine keeps one key per attempt so a retry after a timeout cannot order twice. A
  // definite refusal (a required field, an expired coupon) ends that attempt at the gateway,
  // which would replay the refusal for the key forever: the next try gets a fresh key.
  const freshKeys = useRef(new Map<string, string>());
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
      const attemptWith = async (key: string, repeats = inProgressRepeats): Promise<Attempt> => {
        try {
          return (await commit<PlaceOrderMutation>(environment, mutation, { idempotencyKey: key, input }))
            .placeOrder;
        } catch (error) {
          // Commerce is still placing this attempt: ask again with the same key after the
          // gateway's retryAfter (the order cannot be placed twice), so a slow order still ends
          // on order received instead of leaving the shopper on the form with nothing happening.
          if (error instanceof GraphQLRequestError && error.code === 'CHECKOUT_IN_PROGRESS' && repeats > 0) {
            await new Promise((resolve) => setTimeout(resolve, inProgressRetryMs));
            return attemptWith(key, repeats - 1);
          }
          // The key's first try was for another cart (the cart changed while it was pending):
          // the message says so, and the next Place order is a new try with a new key.
          if (error instanceof GraphQLRequestError && error.code === 'IDEMPOTENCY_KEY_MISMATCH')
            freshKeys.current.set(idempotencyKey, crypto.randomUUID());
          throw error;
        }
      };
      let key = freshKeys.current.get(idempotencyKey) ?? idempotencyKey;
      let attempt = await attemptWith(key);
      if (attempt.status === 'FAILED' && attempt.replayed) {
        // An earlier try of this key was refused (e.g. before a reload): this is a new try.
        key = crypto.randomUUID();
        freshKeys.current.set(idempotencyKey, key);
        attempt = await attemptWith(key);
      }
      if (attempt.status === 'FAILED') {
        freshKeys.current.set(idempotencyKey, crypto.randomUUID());
        throw new GraphQLRequestError(
          attempt.errorMessage ?? 'The order could not be placed.',
          attempt.errorCode ?? undefined,
        );
      }
      return {
        result: attempt.status === 'SUCCEEDED' ? 'success' : 'pending',
        order: attempt.orderId
          ? {
              databaseId: attempt.orderId,
              orderKey: attempt.orderKey ?? undefined,
              orderNumber: attempt.orderNumber ?? undefined,
            }
          : null,
      };
    },
    [environment],
  );
  return placeOrder;
}
