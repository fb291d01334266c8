import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { Address, PaymentIntent, PlaceOrderInput, PlaceOrderResult } from '@nails/machines';
import type { placeOrderMutation } from '../../__generated__/placeOrderMutation.graphql.ts';
import type { placeOrderIntentQuery } from '../../__generated__/placeOrderIntentQuery.graphql.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';
import { commit, refetch } from '../cart/commit.ts';
import { cartQuery } from '../cart/mutations.ts';

const mutation = graphql`
  mutation placeOrderMutation($idempotencyKey: ID!, $input: PlaceOrderInput!) {
    placeOrder(idempotencyKey: $idempotencyKey, input: $input) {
      status
      orderId
      orderKey
      orderNumber
      errorCode
      errorMessage
    }
  }
`;

const intentQuery = graphql`
  query placeOrderIntentQuery {
    stripePaymentIntent(stripePaymentMethod: PAYMENT) {
      id
      clientSecret
      amount
      currency
      error
    }
  }
`;

const clean = (address: Address) => Object.fromEntries(Object.entries(address).filter(([, value]) => value?.trim()).map(([key, value]) => [key, value!.trim()]));

/**
 * The gateway's placeOrder: once per idempotency key, so a retry after a timeout gets the
 * recorded outcome instead of a second order (the key lives in the checkout machine).
 */
export function usePlaceOrder() {
  const environment = useRelayEnvironment();
  const placeOrder = useCallback(
    async ({ form, idempotencyKey, transactionId }: PlaceOrderInput): Promise<PlaceOrderResult> => {
      const response = await commit<placeOrderMutation>(environment, mutation, {
        idempotencyKey,
        input: {
          billing: clean(form.billing),
          shipping: form.shipToDifferentAddress ? clean(form.shipping) : undefined,
          shipToDifferentAddress: form.shipToDifferentAddress,
          paymentMethod: form.paymentMethod,
          customerNote: form.customerNote.trim() || undefined,
          transactionId,
          account: form.createAccount ? { username: form.username.trim(), password: form.password } : undefined,
        },
      });
      const attempt = response.placeOrder;
      if (attempt.status === 'FAILED') throw new GraphQLRequestError(attempt.errorMessage ?? 'The order could not be placed.', attempt.errorCode ?? undefined);
      // The order exists now: the cart emptied and the header badge must follow.
      void refetch(environment, cartQuery, {}).catch(() => undefined);
      return {
        result: attempt.status === 'SUCCEEDED' ? 'success' : 'pending',
        order: attempt.orderId ? { databaseId: attempt.orderId, orderKey: attempt.orderKey ?? undefined, orderNumber: attempt.orderNumber ?? undefined } : null,
      };
    },
    [environment],
  );
  const createPaymentIntent = useCallback(async (): Promise<PaymentIntent> => {
    const intent = (await refetch<placeOrderIntentQuery>(environment, intentQuery, {})).stripePaymentIntent;
    if (!intent?.clientSecret) throw new GraphQLRequestError(intent?.error ?? 'The card payment could not be prepared.');
    return { id: intent.id ?? '', clientSecret: intent.clientSecret, amount: intent.amount ?? undefined, currency: intent.currency ?? undefined, error: intent.error };
  }, [environment]);
  return { placeOrder, createPaymentIntent };
}
