import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { SessionData } from '@nails/machines/commerceTypes';
import type { sessionQuery as SessionQuery } from '../../__generated__/sessionQuery.graphql.ts';
import { readCart, type CartState } from '../cart/cartState.ts';
import { refetch } from '../../relay/commit.ts';
import { readViewer } from './viewer.ts';

/**
 * getCart of behaviour §7: cart, customer, viewer, payment gateways and login clients in one call.
 * Not the wishlist: the store start runs this on the first click, and a wishlist answer that
 * raced that click's own wishlist change overwrote it (wishlist pages load it on every visit).
 * Fetching it refreshes every Relay view of them (header username, account pages); the session
 * refresh machine hands the cart to the cart actor.
 */
export const sessionQuery = graphql`
  query sessionQuery {
    cart {
      ...cartState_cart
    }
    customer {
      databaseId
      email
      firstName
      lastName
    }
    viewer {
      ...viewer_user
    }
    paymentGateways {
      nodes {
        id
        title
        description
      }
    }
    loginClients {
      name
      provider
      isEnabled
      authorizationUrl
    }
  }
`;

type SessionResponse = SessionQuery['response'];

/** The getCart answer as the session refresh machine's data (a typed mapper, no casts). */
function toSessionData(data: SessionResponse): SessionData<CartState> {
  const { customer, viewer } = data;
  return {
    cart: readCart(data.cart),
    customer: customer
      ? {
          databaseId: customer.databaseId,
          email: customer.email,
          firstName: customer.firstName,
          lastName: customer.lastName,
        }
      : null,
    viewer: readViewer(viewer),
    paymentGateways: (data.paymentGateways?.nodes ?? []).map((gateway) => ({
      id: gateway.id,
      title: gateway.title ?? undefined,
      description: gateway.description ?? undefined,
    })),
    loginClients: (data.loginClients ?? []).flatMap((client) =>
      client?.provider
        ? [
            {
              name: client.name ?? client.provider,
              provider: client.provider,
              isEnabled: client.isEnabled ?? undefined,
              authorizationUrl: client.authorizationUrl ?? undefined,
            },
          ]
        : [],
    ),
  };
}

export const loadSession = async (environment: Environment): Promise<SessionData<CartState>> =>
  toSessionData(await refetch<SessionQuery>(environment, sessionQuery, {}));
