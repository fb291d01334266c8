import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { sessionQuery as SessionQuery } from '../../__generated__/sessionQuery.graphql.ts';
import { refetch } from '../cart/commit.ts';

/**
 * getCart of spec §7: cart, customer, viewer, payment gateways and login clients in one call.
 * Fetching it refreshes every view of them (header badge and username, cart views, account).
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
      databaseId
      username
      email
      firstName
      lastName
      avatar {
        url
      }
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
    wishlist {
      count
      productIds
    }
  }
`;

export const loadSession = (environment: Environment) => refetch<SessionQuery>(environment, sessionQuery, {});
