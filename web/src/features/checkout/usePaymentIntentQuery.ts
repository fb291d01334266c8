import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { PaymentIntent } from '@nails/machines/checkoutForm';
import type { usePaymentIntentQuery as PaymentIntentQuery } from '../../__generated__/usePaymentIntentQuery.graphql.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';
import { refetch } from '../../relay/commit.ts';

const query = graphql`
  query usePaymentIntentQuery {
    stripePaymentIntent(stripePaymentMethod: PAYMENT) {
      id
      clientSecret
      amount
      currency
      error
    }
  }
`;

/** The card payment's Stripe PaymentIntent for this cart, fetched fresh for each attempt. */
export function usePaymentIntentQuery(): () => Promise<PaymentIntent> {
  const environment = useRelayEnvironment();
  return useCallback(async () => {
    const intent = (await refetch<PaymentIntentQuery>(environment, query, {})).stripePaymentIntent;
    if (!intent?.clientSecret)
      throw new GraphQLRequestError(intent?.error ?? 'The card payment could not be prepared.');
    return {
      id: intent.id ?? '',
      clientSecret: intent.clientSecret,
      amount: intent.amount ?? undefined,
      currency: intent.currency ?? undefined,
      error: intent.error,
    };
  }, [environment]);
}
