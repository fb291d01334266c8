import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import type { CartState } from '../../../src/features/cart/cartState.ts';
import { CartTotals } from '../../../src/features/cart/CartTotals.tsx';
import { paymentNeed } from '../../../src/features/checkout/paymentNeed.ts';
import { PaymentOptions } from '../../../src/features/checkout/PaymentOptions.tsx';
import { ShippingMethods } from '../../../src/features/checkout/ShippingMethods.tsx';

const gateways = [
  { id: 'bacs', title: 'Direct bank transfer' },
  { id: 'cod', title: 'Cash on delivery' },
];

// Three sets and flat rate to Germany, €57.65; a €25 card applied leaves €32.65 to pay.
const cart = {
  isEmpty: false,
  total: '€32.65',
  rawSubtotal: '44.45',
  rawSubtotalTax: '8.45',
  rawDiscountTotal: '0',
  rawDiscountTax: '0',
  rawShippingTotal: '4.12',
  rawShippingTax: '0.78',
  rawTotal: '32.65',
  rawTotalTax: '9.20',
  needsShippingAddress: true,
  chosenShippingMethods: ['flat_rate:1'],
  availableShippingMethods: [{ rates: [{ id: 'flat_rate:1', cost: '4.12', label: 'Flat rate' }] }],
  appliedCoupons: [],
  giftCardTotal: '€25.00',
  appliedGiftCards: [{ code: 'ABCD-EFGH-JKLM-NPQR', amount: '€25.00', balance: '€0.00' }],
  contents: { itemCount: 3, productCount: 1, nodes: [] },
} as unknown as CartState;

describe('the checkout payment section', () => {
  beforeAll(() => activateLocale('en'));

  it('shows what gift cards pay and the remainder of a partly covered order, with no method chosen for the shopper', () => {
    const need = paymentNeed(cart, 'en');
    expect(need).toEqual({ kind: 'remainder', paidByCards: '€25.00', remainder: '€32.65' });
    render(
      <PaymentOptions
        gateways={gateways}
        selected={undefined}
        amountCents={3265}
        need={need}
        error="Please choose how to pay the rest of your order."
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByTestId('payment-remainder').textContent).toBe(
      'Your gift cards pay €25.00. Choose how to pay the remaining €32.65.',
    );
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false]);
    expect(screen.getByRole('alert').textContent).toBe('Please choose how to pay the rest of your order.');
    expect(screen.getByRole('group', { name: 'Payment' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for no method when gift cards pay everything, and preselects as usual without a card', () => {
    const paidInFull = { ...cart, total: '€0.00', rawTotal: '0.00', giftCardTotal: '€57.65' } as CartState;
    expect(paymentNeed(paidInFull, 'en')).toEqual({ kind: 'none' });
    const { unmount } = render(
      <PaymentOptions
        gateways={gateways}
        selected="cod"
        amountCents={0}
        need={paymentNeed(paidInFull, 'en')}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByText('Your gift cards pay the whole order: no payment needed.')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    unmount();
    expect(paymentNeed({ ...cart, giftCardTotal: null } as CartState, 'en')).toEqual({ kind: 'method' });
    expect(paymentNeed({ ...cart, giftCardTotal: '€0.00' } as CartState, 'en')).toEqual({ kind: 'method' });
  });

  it('says no shipping is needed for a cart of downloads, in the methods and the totals', () => {
    const downloads = {
      ...cart,
      needsShippingAddress: false,
      chosenShippingMethods: [],
      availableShippingMethods: [],
    } as unknown as CartState;
    render(
      <MemoryRouter>
        <ShippingMethods cart={downloads} busy={false} onSelect={() => undefined} />
        <CartTotals cart={downloads} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('shipping-methods').textContent).toContain(
      'No shipping needed: nothing in your order is sent by post.',
    );
    expect(screen.queryByText('Enter your address to see shipping options.')).toBeNull();
    expect(screen.getByTestId('cart-shipping').textContent).toBe('No shipping needed');
    expect(screen.queryByText('Calculated at checkout')).toBeNull();
  });
});
