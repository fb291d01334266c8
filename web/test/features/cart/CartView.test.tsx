import { render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import hintQuery from '../../../src/__generated__/FreeShippingHintQuery.graphql.ts';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { CartActor } from '../../../src/features/cart/CartActor.tsx';
import { CartView } from '../../../src/features/cart/CartView.tsx';
import { trapCart, trapFigures } from '../../support/float-trap-money.ts';

/** The one cart actor holding the cart, the banner's free-shipping threshold in the store. */
function shop(compact: boolean) {
  const environment = createEnvironment(() => new Promise<never>(() => undefined));
  environment.commitPayload(createOperationDescriptor(getRequest(hintQuery), { locale: 'en_US' }), {
    topBanner: { freeShippingThreshold: '1001' },
  } as never);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartActor.Provider options={{ input: { cart: trapCart, autoOpenCart: false } }}>
          <CartView showMoveToWishlist={false} compact={compact} />
        </CartActor.Provider>
      </MemoryRouter>
    </RelayEnvironmentProvider>
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('cart money where floats round a cent low (lines of 1.005, 0.285, 10.075)', () => {
  beforeAll(() => activateLocale('en'));

  it.each([
    ['the drawer', true],
    ['the cart page', false],
  ])('%s shows each line and total as commerce rounds it, adding up to the total', (_, compact) => {
    render(shop(compact));
    expect(screen.getAllByTestId('cart-line-amount').map((line) => line.textContent)).toEqual(
      trapFigures.lines,
    );
    expect(text('cart-subtotal')).toBe(trapFigures.subtotal);
    expect(text('cart-discount')).toBe(`−${trapFigures.discount}`);
    expect(text('cart-shipping')).toBe(trapFigures.shipping);
    expect(text('cart-gift-card-total')).toBe(`−${trapFigures.giftCards}`);
    expect(text('cart-total')).toBe(trapFigures.total);
    expect(text('cart-vat')).toBe(`incl. ${trapFigures.vat} VAT`);
    // €1,000.39 of goods less €0.29 off is €1,000.10 counted towards €1,001.
    expect(screen.getByRole('status').textContent).toBe("You're €0.90 away from free shipping");
    // The coupon: 0.24 and its VAT 0.045, each rounded as commerce does.
    expect(screen.getByText('WELCOME').parentElement?.textContent).toContain('−€0.29');
  });
});
