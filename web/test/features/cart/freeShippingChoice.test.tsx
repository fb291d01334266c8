import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { createCartMachine } from '@nails/machines/cartMachine';
import { fromPromise } from 'xstate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { CartActor } from '../../../src/features/cart/CartActor.tsx';
import { CartView } from '../../../src/features/cart/CartView.tsx';
import type { CartState } from '../../../src/features/cart/cartState.ts';
import { trapCart } from '../../support/float-trap-money.ts';

/** The real shop's German rates with FREESHIP applied: flat rate €5.83 chosen, free shipping offered. */
const withShipping = (chosen: string): CartState =>
  ({
    ...trapCart,
    rawShippingTotal: chosen.startsWith('free_shipping') ? '0' : '4.9',
    rawShippingTax: chosen.startsWith('free_shipping') ? '0' : '0.93',
    chosenShippingMethods: [chosen],
    availableShippingMethods: [
      {
        rates: [
          { id: 'flat_rate:1', cost: '5.83', label: 'Flat rate' },
          { id: 'free_shipping:2', cost: '0', label: 'Free shipping' },
        ],
      },
    ],
  }) as CartState;

function shop(changeShippingMethod: (input: { method: string }) => Promise<CartState>) {
  const environment = createEnvironment(() => new Promise<never>(() => undefined));
  const logic = createCartMachine<CartState>().provide({
    actors: { changeShippingMethod: fromPromise(({ input }) => changeShippingMethod(input)) },
  });
  return (
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartActor.Provider
          logic={logic}
          options={{ input: { cart: withShipping('flat_rate:1'), autoOpenCart: false } }}
        >
          <CartView showMoveToWishlist={false} />
        </CartActor.Provider>
      </MemoryRouter>
    </RelayEnvironmentProvider>
  );
}

describe('free shipping unlocked on the cart page', () => {
  beforeAll(() => activateLocale('en'));

  it('is chosen for the shopper, said so, and charged €0.00', async () => {
    const changeShippingMethod = vi.fn(async ({ method }: { method: string }) => withShipping(method));
    render(shop(changeShippingMethod));
    expect(await screen.findByText('Free shipping unlocked and chosen as your shipping method')).toBeTruthy();
    expect(changeShippingMethod).toHaveBeenCalledWith({ method: 'free_shipping:2' });
    expect(screen.getByTestId('cart-shipping').textContent).toBe('€0.00');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Free shipping/ }).checked).toBe(true);
  });

  it('lets the shopper pick flat rate afterwards and does not choose free shipping again', async () => {
    const changeShippingMethod = vi.fn(async ({ method }: { method: string }) => withShipping(method));
    render(shop(changeShippingMethod));
    const flat = await screen.findByRole<HTMLInputElement>('radio', { name: /Flat rate/ });
    await screen.findByText('Free shipping unlocked and chosen as your shipping method');
    await act(async () => {
      fireEvent.click(flat);
    });
    expect(changeShippingMethod).toHaveBeenLastCalledWith({ method: 'flat_rate:1' });
    expect(changeShippingMethod).toHaveBeenCalledTimes(2);
    expect(flat.checked).toBe(true);
    expect(screen.getByTestId('cart-shipping').textContent).toBe('€5.83');
    expect(screen.queryByText('Free shipping unlocked and chosen as your shipping method')).toBeNull();
  });
});
