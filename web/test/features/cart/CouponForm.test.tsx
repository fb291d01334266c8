import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import type { FetchFunction, GraphQLResponse } from 'relay-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { CartActor, CartProvider } from '../../../src/features/cart/CartActor.tsx';
import { CartView } from '../../../src/features/cart/CartView.tsx';
import { CouponForm } from '../../../src/features/cart/CouponForm.tsx';
import type { CartState } from '../../../src/features/cart/cartState.ts';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { trapCart } from '../../support/float-trap-money.ts';

type Coupons = CartState['appliedCoupons'];

const coupon = (code: string) =>
  ({
    code,
    description: null,
    discountAmount: '€1.00',
    rawDiscountAmount: '1',
    rawDiscountTax: '0',
  }) as NonNullable<NonNullable<Coupons>[number]>;

/** The cart a page loaded, handed to the one cart actor as the visit's loader does (`cart.loaded`). */
function VisitCart({ children }: { children: ReactNode }) {
  const cart = CartActor.useActorRef();
  useEffect(() => cart.send({ type: 'cart.loaded', cart: trapCart }), [cart]);
  return children;
}

/**
 * The drawer's cart view over the shop's one cart actor, whose gateway answers applyCoupon with
 * `answer` (a refusal or a lost connection); what it is not asked for here it never answers.
 */
function cartWith(answer: () => Promise<GraphQLResponse>) {
  const fetchFn: FetchFunction = (operation) =>
    operation.name === 'useApplyCouponMutation' ? answer() : new Promise<never>(() => undefined);
  render(
    <RelayEnvironmentProvider environment={createEnvironment(fetchFn)}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartProvider openDrawer={() => undefined}>
          <VisitCart>
            <CartView showMoveToWishlist={false} compact />
          </VisitCart>
        </CartProvider>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
}

async function applyInCart(code: string) {
  const input = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Coupon code' });
  fireEvent.change(input, { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
  });
  return input;
}

/** The refusal is said once, under the coupon field, which points at it; the field keeps the code. */
async function expectRefusedAtField(input: HTMLInputElement, code: string, text: string) {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(text);
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(input.value).toBe(code);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
  expect(described && within(described).getByRole('alert')).toBe(alert);
}

describe("the cart's coupon field after a refusal (bad input loses nothing)", () => {
  beforeAll(() => activateLocale('en'));

  it('keeps the code sent until the cart lists it as applied, then empties the field', () => {
    const sent: string[] = [];
    const form = (coupons: Coupons) => (
      <MemoryRouter>
        <CouponForm coupons={coupons} busy={false} onApply={(code) => sent.push(code)} onRemove={() => {}} />
      </MemoryRouter>
    );
    const { rerender } = render(form([]));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Coupon code' });
    fireEvent.change(input, { target: { value: 'SPRING10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(sent).toEqual(['SPRING10']);
    // Still being applied, or refused: the code stays to correct or send again.
    expect(input.value).toBe('SPRING10');
    rerender(form([coupon('welcome')]));
    expect(input.value).toBe('SPRING10');
    // Applied (commerce lists codes in lower case): the field is free for the next one.
    rerender(form([coupon('welcome'), coupon('spring10')]));
    expect(input.value).toBe('');
  });

  it('says a refused code under the field, in her language, and keeps what she typed', async () => {
    cartWith(async () => ({
      data: { applyCoupon: null },
      errors: [{ message: 'This coupon code is not valid.', extensions: { code: 'COUPON_INVALID' } }],
    }));
    const input = await applyInCart('WELCOM10');
    await expectRefusedAtField(input, 'WELCOM10', 'This coupon code is not valid.');
  });

  it('keeps the code when the connection fails, with the translated message under the field', async () => {
    cartWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const input = await applyInCart('WELCOME10');
    await expectRefusedAtField(input, 'WELCOME10', 'Something went wrong. Please try again.');
  });
});
