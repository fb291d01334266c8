import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { fetchQuery, RelayEnvironmentProvider, useRelayEnvironment } from 'react-relay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '@nails/machines/commerceTypes';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { CartProvider, useCartCount } from '../../../src/features/cart/CartActor.tsx';
import { cartQuery } from '../../../src/features/cart/useCartQuery.ts';
import { SessionProvider } from '../../../src/features/account/SessionActor.tsx';
import { useViewer } from '../../../src/features/account/viewer.ts';
import { SessionRefresh } from '../../../src/features/account/SessionRefresh.tsx';

/** getCart's answer (behaviour §7) for a signed-in shopper with 3 items in the cart. */
const session = {
  cart: {
    isEmpty: false,
    subtotal: '€30.00',
    discountTotal: '€0.00',
    shippingTotal: '€0.00',
    totalTax: '€0.00',
    total: '€30.00',
    needsShippingAddress: true,
    chosenShippingMethods: [],
    availableShippingMethods: [],
    appliedCoupons: [],
    contents: {
      itemCount: 3,
      productCount: 1,
      nodes: [
        {
          // CartItem is an interface (WooGraphQL), and a Node: Relay reads both.
          __typename: 'SimpleCartItem',
          id: 'line-1',
          key: 'line-1',
          quantity: 3,
          total: '€30.00',
          product: {
            node: {
              __typename: 'SimpleProduct',
              id: 'p1',
              databaseId: 11,
              name: 'Almond Blush',
              slug: 'almond-blush',
              image: null,
            },
          },
          variation: null,
        },
      ],
    },
  },
  customer: { id: 'c7', databaseId: 7, email: 'ana@example.com', firstName: 'Ana', lastName: 'Lima' },
  viewer: {
    id: 'u7',
    databaseId: 7,
    username: 'ana',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Lima',
    avatar: null,
  },
  paymentGateways: { nodes: [{ id: 'cod', title: 'Cash on delivery', description: null }] },
  loginClients: [],
  wishlist: { count: 0, productIds: [] },
};

type Answer = { data?: unknown; errors?: { message: string; extensions?: { code: string } }[] };

/** The gateway, answering each operation by name (the real network layer runs in front of it). */
function gateway(answers: Record<string, () => Answer>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const { operationName } = JSON.parse(init.body) as { operationName: string };
      calls.push(operationName);
      const answer = answers[operationName]?.() ?? {
        errors: [{ message: `no answer for ${operationName}` }],
      };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function Badge() {
  return <output data-testid="badge">{useCartCount()}</output>;
}

/** Each viewer the page shows after the first (what the auth machine is told). */
function Viewers({ seen }: { seen: (Viewer | null)[] }) {
  const viewer = useViewer();
  const [first] = useState(viewer);
  useEffect(() => {
    if (viewer !== first || seen.length > 0) seen.push(viewer);
  }, [viewer, first, seen]);
  return null;
}

/** Another call of the page (here the cart query) that meets a session error. */
function OtherCall({ run }: { run: boolean }) {
  const relay = useRelayEnvironment();
  useEffect(() => {
    if (run) fetchQuery(relay, cartQuery, {}).subscribe({ error: () => undefined });
  }, [run, relay]);
  return null;
}

let environment = createEnvironment();

function shop(seen: (Viewer | null)[], otherCall = false) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <CartProvider openDrawer={() => {}}>
        <SessionProvider>
          <SessionRefresh />
          <Badge />
          <Viewers seen={seen} />
          <OtherCall run={otherCall} />
        </SessionProvider>
      </CartProvider>
    </RelayEnvironmentProvider>
  );
}

describe('session refresh wiring (machines README: cart.loaded, the viewer, session.error)', () => {
  const reload = vi.fn();
  beforeEach(() => {
    environment = createEnvironment();
    localStorage.clear();
    sessionStorage.clear();
    reload.mockReset();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('hands the loaded cart to the one cart actor (badge) and the viewer to sign-in state', async () => {
    const calls = gateway({ sessionQuery: () => ({ data: session }) });
    const seen: (Viewer | null)[] = [];
    render(shop(seen));
    expect(screen.getByTestId('badge').textContent).toBe('0');
    await vi.waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('3'));
    expect(calls).toEqual(['sessionQuery']);
    expect(seen).toEqual([expect.objectContaining({ databaseId: 7, username: 'ana' })]);
  });

  it('a session error from another call clears storage, empties the cart, signs out and reloads once', async () => {
    gateway({
      sessionQuery: () => ({ data: session }),
      useCartQuery: () => ({
        errors: [{ message: 'Your session has expired.', extensions: { code: 'SESSION_INVALID' } }],
      }),
    });
    localStorage.setItem('recently-viewed', '[11]');
    const seen: (Viewer | null)[] = [];
    const { rerender } = render(shop(seen));
    await vi.waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('3'));
    await act(async () => rerender(shop(seen, true)));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('recently-viewed')).toBeNull();
    expect(sessionStorage.getItem('nails.session.reloaded')).toBe('1');
    expect(screen.getByTestId('badge').textContent).toBe('0');
    expect(seen.at(-1)).toBeNull();
  });

  it('after that one reload a failing refresh stays on the page: no second reload', async () => {
    sessionStorage.setItem('nails.session.reloaded', '1');
    const calls = gateway({ sessionQuery: () => ({ errors: [{ message: 'Internal server error' }] }) });
    const seen: (Viewer | null)[] = [];
    render(shop(seen));
    await vi.waitFor(() => expect(calls).toEqual(['sessionQuery']));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).not.toHaveBeenCalled();
    // Nobody was signed in, and nobody is.
    expect(seen).toEqual([]);
    expect(screen.getByTestId('badge').textContent).toBe('0');
  });

  it('a successful refresh clears the reload guard', async () => {
    sessionStorage.setItem('nails.session.reloaded', '1');
    gateway({ sessionQuery: () => ({ data: session }) });
    render(shop([]));
    await vi.waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('3'));
    expect(sessionStorage.getItem('nails.session.reloaded')).toBeNull();
  });
});
