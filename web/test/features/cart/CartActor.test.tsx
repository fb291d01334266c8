import { fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../../../src/relay/environment.ts';
import type { CartState } from '../../../src/features/cart/cartState.ts';
import {
  CartActor,
  CartProvider,
  useCartCount,
  useVisitCart,
} from '../../../src/features/cart/CartActor.tsx';

// Only what the badge reads: the rest of the fragment's data plays no part here.
const cartOf = (itemCount: number) => ({ isEmpty: false, contents: { itemCount } }) as unknown as CartState;

function Badge() {
  return <output data-testid="badge">{useCartCount()}</output>;
}

function Visit({ cart, visit }: { cart: CartState; visit: object }) {
  useVisitCart(cart, visit);
  return null;
}

function SideCall() {
  const { send } = CartActor.useActorRef();
  return (
    <>
      <button onClick={() => send({ type: 'cart.changed', cart: cartOf(3) })}>estimate</button>
      <button onClick={() => send({ type: 'cart.reload' })}>reload</button>
    </>
  );
}

let environment = createEnvironment();

function shop(children: React.ReactNode) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <CartProvider openDrawer={() => {}}>
        <Badge />
        {children}
      </CartProvider>
    </RelayEnvironmentProvider>
  );
}

const badge = () => screen.getByTestId('badge').textContent;

beforeEach(() => {
  environment = createEnvironment();
});
afterEach(() => vi.unstubAllGlobals());

describe('carts reaching the cart actor', () => {
  it('takes a visit’s loaded cart before the first paint, once per visit', () => {
    const firstVisit = {};
    const { rerender } = render(shop(<Visit cart={cartOf(2)} visit={firstVisit} />));
    expect(badge()).toBe('2');
    // A later store update of the same visit's cart does not replace what the actor shows.
    rerender(shop(<Visit cart={cartOf(5)} visit={firstVisit} />));
    expect(badge()).toBe('2');
    rerender(shop(<Visit cart={cartOf(5)} visit={{}} />));
    expect(badge()).toBe('5');
  });

  it('shows the cart a call the machine does not make answered with, and keeps it when a read again fails', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 502 }));
    vi.stubGlobal('fetch', fetch);
    render(shop(<SideCall />));
    fireEvent.click(screen.getByText('estimate'));
    expect(badge()).toBe('3');
    fireEvent.click(screen.getByText('reload'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(badge()).toBe('3');
  });

  it('reads the cart again from the network (an order emptied it)', async () => {
    const emptied = {
      data: { cart: { isEmpty: true, contents: { itemCount: 0, nodes: [] } }, wishlist: null },
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify(emptied)));
    vi.stubGlobal('fetch', fetch);
    render(shop(<SideCall />));
    fireEvent.click(screen.getByText('estimate'));
    fireEvent.click(screen.getByText('reload'));
    await vi.waitFor(() => expect(badge()).toBe('0'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
