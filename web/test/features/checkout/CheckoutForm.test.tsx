import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { CartActor } from '../../../src/features/cart/CartActor.tsx';
import { SessionActor } from '../../../src/features/account/SessionActor.tsx';
import { CheckoutForm } from '../../../src/features/checkout/CheckoutForm.tsx';
import { trapCart, trapFigures, trapTotalCents } from '../../support/float-trap-money.ts';

// Stripe.js stands in here: what the Payment Element is created with is what a card is charged.
const stripe = vi.hoisted(() => {
  const element = { mount: () => undefined, destroy: () => undefined };
  return { elements: vi.fn((_options: { amount: number }) => ({ create: () => element })) };
});
vi.mock('../../../src/features/checkout/stripe.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadStripeOnce: () => Promise.resolve(stripe),
}));

function Checkout() {
  // No request leaves the test: nothing here is answered.
  const environment = createEnvironment(() => new Promise<never>(() => undefined));
  return (
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={['/checkout']}>
        <SessionActor.Provider options={{ input: { reloadAttempted: false } }}>
          <CartActor.Provider options={{ input: { cart: trapCart, autoOpenCart: false } }}>
            <CheckoutForm
              cart={trapCart}
              initialForm={{}}
              gateways={[
                { id: 'cod', title: 'Cash on delivery' },
                { id: 'stripe', title: 'Card' },
              ]}
              signedIn={false}
            />
          </CartActor.Provider>
        </SessionActor.Provider>
      </MemoryRouter>
    </RelayEnvironmentProvider>
  );
}

describe('checkout money where floats round a cent low', () => {
  beforeAll(() => activateLocale('en'));

  it('shows the order review as commerce rounds it and charges the card the total shown, €10.08', async () => {
    render(<Checkout />);
    expect(screen.getAllByTestId('review-line-amount').map((line) => line.textContent)).toEqual(
      trapFigures.lines,
    );
    expect(screen.getByTestId('cart-total').textContent).toBe(trapFigures.total);
    expect(screen.getByTestId('payment-remainder').textContent).toBe(
      'Your gift cards pay €1,000.10. Choose how to pay the remaining €10.08.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(stripe.elements).toHaveBeenCalled());
    // The raw total 10.075 in cents by commerce's rule; not 1007 (a float), not 100800 ("10,08 €" read back).
    expect(stripe.elements).toHaveBeenLastCalledWith({
      mode: 'payment',
      amount: trapTotalCents,
      currency: 'eur',
    });
  });
});
