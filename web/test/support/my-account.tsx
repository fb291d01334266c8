import { render } from '@testing-library/react';
import { fetchQuery, loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import myAccountQuery, {
  type MyAccountRouteQuery,
} from '../../src/__generated__/MyAccountRouteQuery.graphql.ts';
import { SessionProvider } from '../../src/features/account/SessionActor.tsx';
import { CartProvider } from '../../src/features/cart/CartActor.tsx';
import { Component as MyAccount } from '../../src/routes/MyAccountRoute.tsx';

const tabVariables = { orders: false, downloads: false, wishlist: false, addresses: false };

/**
 * My account as the shop renders it, on a test's Relay environment: the one cart and session
 * actors around the route, and the route's own loader asking the page's query on every visit.
 * Answers the router, whose address a test can read.
 */
export function renderMyAccount(environment: Environment, path = '/my-account') {
  const router = createMemoryRouter(
    [
      {
        path: '/my-account',
        Component: MyAccount,
        HydrateFallback: () => null,
        loader: async () => {
          await fetchQuery<MyAccountRouteQuery>(environment, myAccountQuery, tabVariables, {
            fetchPolicy: 'network-only',
          }).toPromise();
          return loadQuery<MyAccountRouteQuery>(environment, myAccountQuery, tabVariables, {
            fetchPolicy: 'store-or-network',
          });
        },
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <CartProvider openDrawer={() => undefined}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </CartProvider>
    </RelayEnvironmentProvider>,
  );
  return router;
}
