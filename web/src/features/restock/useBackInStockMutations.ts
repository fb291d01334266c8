import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useBackInStockMutationsSubscribeMutation as Subscribe } from '../../__generated__/useBackInStockMutationsSubscribeMutation.graphql.ts';
import type { useBackInStockMutationsConfirmMutation as Confirm } from '../../__generated__/useBackInStockMutationsConfirmMutation.graphql.ts';
import type { useBackInStockMutationsUnsubscribeMutation as Unsubscribe } from '../../__generated__/useBackInStockMutationsUnsubscribeMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';

const subscribeMutation = graphql`
  mutation useBackInStockMutationsSubscribeMutation($input: SubscribeBackInStockInput!) {
    subscribeBackInStock(input: $input) {
      email
    }
  }
`;

const confirmMutation = graphql`
  mutation useBackInStockMutationsConfirmMutation($token: String!) {
    confirmBackInStock(token: $token) {
      status
      productName
      productSlug
    }
  }
`;

const unsubscribeMutation = graphql`
  mutation useBackInStockMutationsUnsubscribeMutation($token: String!) {
    unsubscribeBackInStock(token: $token) {
      status
      productName
      productSlug
    }
  }
`;

export interface AlertItem {
  productId: number;
  variationId?: number;
}

/** "Email me when it is back": the gateway mails a confirmation link in the page's language. */
export function useSubscribeBackInStock(): (item: AlertItem, email: string) => Promise<{ email: string }> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (item, email) => {
      const { subscribeBackInStock } = await commit<Subscribe>(environment, subscribeMutation, {
        input: {
          productId: String(item.productId),
          variationId: item.variationId === undefined ? null : String(item.variationId),
          // Empty: a signed-in customer's own address (the gateway asks commerce for it).
          email: email.trim() || null,
        },
      });
      return { email: subscribeBackInStock.email };
    },
    [environment],
  );
}

export type AlertAnswer = Confirm['response']['confirmBackInStock'];

/** The confirmation or unsubscribe link's token, sent when the shopper presses the page's button. */
export function useAlertLink(kind: 'confirm' | 'unsubscribe'): (token: string) => Promise<AlertAnswer> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (token) => {
      if (kind === 'confirm')
        return (await commit<Confirm>(environment, confirmMutation, { token })).confirmBackInStock;
      return (await commit<Unsubscribe>(environment, unsubscribeMutation, { token })).unsubscribeBackInStock;
    },
    [environment, kind],
  );
}
