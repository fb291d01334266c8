import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import type { FetchFunction } from 'relay-runtime';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { createEnvironment } from '../../src/relay/environment.ts';
import { useResetKeyStatus } from '../../src/features/account/useResetKeyStatus.ts';
import type { CartState } from '../../src/features/cart/cartState.ts';
import { offeredGateways } from '../../src/features/checkout/initialForm.ts';
import { OrderReview } from '../../src/features/checkout/OrderReview.tsx';
import { noCapabilities, type Capabilities } from '../../src/lib/capabilities.ts';
import { Footer } from '../../src/features/shell/Footer.tsx';
import { emptyShellData, ShellDataContext } from '../../src/lib/ShellData.tsx';

const everything: Capabilities = {
  giftCards: true,
  orderTracking: true,
  stripePaymentIntents: true,
  passwordResetKeyStatus: true,
};

/** The operations the components sent; none is answered (what is shown must not wait for one). */
function gateway(): { fetchFn: FetchFunction; sent: string[] } {
  const sent: string[] = [];
  const fetchFn: FetchFunction = (params) => {
    sent.push(params.name);
    return new Promise<never>(() => undefined);
  };
  return { fetchFn, sent };
}

function renderWith(capabilities: Capabilities | undefined, ui: ReactNode, fetchFn: FetchFunction) {
  return render(
    <RelayEnvironmentProvider environment={createEnvironment(fetchFn)}>
      <MemoryRouter>
        <ShellDataContext.Provider value={{ ...emptyShellData, capabilities }}>
          {ui}
        </ShellDataContext.Provider>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
}

// Only what the order review shows; the gift card fields are null as the gateway answers them
// for a back end without gift cards (gateway README "Optional capabilities").
const cart = {
  isEmpty: false,
  subtotal: '€27.80',
  discountTotal: '€0.00',
  shippingTotal: '€4.95',
  totalTax: '€5.23',
  total: '€32.75',
  chosenShippingMethods: ['flat_rate:1'],
  appliedCoupons: [],
  giftCardTotal: null,
  appliedGiftCards: null,
  contents: {
    itemCount: 1,
    productCount: 1,
    nodes: [
      {
        key: 'line-1',
        quantity: 2,
        total: '€27.80',
        extraData: [],
        product: { node: { databaseId: 7, name: 'Glossy Almond Set', slug: 'glossy-almond', image: null } },
        variation: null,
      },
    ],
  },
} as unknown as CartState;

describe('optional commerce capabilities in the storefront', () => {
  beforeAll(() => activateLocale('en'));

  it('the footer links the gift card balance and order tracking only where the back end offers them', () => {
    const help = () => within(screen.getByRole('navigation', { name: 'Customer care' }));
    const off = renderWith(
      noCapabilities,
      <Footer onNewsletter={() => undefined} onPrivacyChoices={() => undefined} />,
      gateway().fetchFn,
    );
    expect(help().getByRole('link', { name: 'Contact Us' })).toBeTruthy();
    expect(help().queryByRole('link', { name: 'Gift card balance' })).toBeNull();
    expect(help().queryByRole('link', { name: 'Track Your Order' })).toBeNull();
    off.unmount();

    renderWith(
      { ...noCapabilities, giftCards: true },
      <Footer onNewsletter={() => undefined} onPrivacyChoices={() => undefined} />,
      gateway().fetchFn,
    );
    expect(help().getByRole('link', { name: 'Gift card balance' })).toBeTruthy();
    expect(help().queryByRole('link', { name: 'Track Your Order' })).toBeNull();
  });

  it('the footer shows neither link before the store settings have said', () => {
    renderWith(
      undefined,
      <Footer onNewsletter={() => undefined} onPrivacyChoices={() => undefined} />,
      gateway().fetchFn,
    );
    const help = within(screen.getByRole('navigation', { name: 'Customer care' }));
    expect(help.queryByRole('link', { name: 'Gift card balance' })).toBeNull();
    expect(help.queryByRole('link', { name: 'Track Your Order' })).toBeNull();
  });

  it('the order review has no gift card field without gift cards, and reads null gift card fields as none', () => {
    const review = (shown: CartState) =>
      renderWith(
        noCapabilities,
        <OrderReview cart={shown} busy={false} onCart={() => undefined} />,
        gateway().fetchFn,
      );
    const withoutCards = review({ ...cart, giftCardTotal: '€0.00', appliedGiftCards: [] });
    const expected = screen.getByTestId('cart-totals').textContent;
    withoutCards.unmount();

    review(cart);
    expect(screen.queryByPlaceholderText('Gift card code')).toBeNull();
    expect(screen.queryByTestId('cart-gift-card-total')).toBeNull();
    expect(screen.getByTestId('cart-totals').textContent).toBe(expected);
    expect(screen.getByText('Glossy Almond Set × 2')).toBeTruthy();
  });

  it('the order review has the gift card field where the back end has gift cards, with none applied yet', () => {
    renderWith(
      everything,
      <OrderReview cart={cart} busy={false} onCart={() => undefined} />,
      gateway().fetchFn,
    );
    expect(screen.getByPlaceholderText('Gift card code')).toBeTruthy();
    expect(screen.queryByTestId('applied-gift-cards')).toBeNull();
    expect(screen.queryByTestId('cart-gift-card-total')).toBeNull();
  });

  it('offers card payment only where the back end creates payment intents and the build has a Stripe key', () => {
    const listed = [{ id: 'stripe' }, { id: 'bacs' }, { id: 'cod' }];
    const ids = (stripePaymentIntents: boolean, key: string | undefined) =>
      offeredGateways(listed, stripePaymentIntents, key).map((gateway) => gateway.id);
    expect(ids(false, 'pk_test_123')).toEqual(['bacs', 'cod']);
    expect(ids(true, undefined)).toEqual(['bacs', 'cod']);
    expect(ids(true, 'pk_test_123')).toEqual(['stripe', 'bacs', 'cod']);
    // Only the back end's list: nothing is offered that it does not name.
    expect(offeredGateways([{ id: 'cod' }], true, 'pk_test_123').map((gateway) => gateway.id)).toEqual([
      'cod',
    ]);
  });

  it('a mailed reset key is checked as the link opens only where the back end offers the check', async () => {
    function KeyStatus() {
      return <p>status {useResetKeyStatus('reset-key', 'ana')}</p>;
    }
    const without = gateway();
    const off = renderWith(noCapabilities, <KeyStatus />, without.fetchFn);
    await act(async () => undefined);
    expect(screen.getByText('status unknown')).toBeTruthy();
    expect(without.sent).toEqual([]);
    off.unmount();

    const withCheck = gateway();
    renderWith(everything, <KeyStatus />, withCheck.fetchFn);
    await act(async () => undefined);
    expect(screen.getByText('status checking')).toBeTruthy();
    expect(withCheck.sent).toEqual(['useResetKeyStatusQuery']);
  });
});

describe("a page of an optional capability (the route loaders')", () => {
  it("is the 404 page where the back end lacks it, with the frame's one request answering both loaders", async () => {
    const answers: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: { body: string }) => {
        answers.push((JSON.parse(init.body) as { operationName: string }).operationName);
        return new Response(
          JSON.stringify({
            data: {
              topBanner: { background: null, freeShippingThreshold: null, links: [] },
              siteGlobal: { logoUrl: null, siteName: 'Lacquer Lane' },
              productCategories: { nodes: [] },
              storeSettings: {
                initStoreOnUserActionToReduceServerLoad: true,
                autoOpenCart: false,
                showMoveToWishlist: true,
                capabilities: { ...noCapabilities, orderTracking: true },
              },
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    const { shellLoader, requireCapability } = await import('../../src/features/shell/ShellQueries.tsx');
    const args = (path: string) => ({ request: new Request(`http://shop.test${path}`) });
    shellLoader(args('/gift-card-balance'));
    const refused = await requireCapability(args('/gift-card-balance'), 'giftCards').catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ init: { status: 404 } });
    await expect(requireCapability(args('/tracking'), 'orderTracking')).resolves.toBeNull();
    expect(answers).toEqual(['ShellQueriesQuery']);
    vi.unstubAllGlobals();
  });
});
