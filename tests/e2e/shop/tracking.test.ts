/**
 * Order tracking (behaviour §2 /tracking) in Chromium: a guest order placed in one browser is found
 * from another by its number and billing email; a wrong email shows behaviour §8's not-found message.
 */
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import { fillCart, graphqlInPage, watchForTokens } from './support/shopper.ts';

const shop = useShopSuite();
const { enabled } = shop;

describe.skipIf(!enabled)('order tracking in Chromium', { timeout: 120_000 }, () => {
  it('finds a guest order placed in another browser by number and email, and nothing with a wrong email', async () => {
    const email = `tracked.guest.${Date.now()}@example.com`;
    const placing = await shopperContext(shop.browser, shop.stack.url);
    const buyer = await placing.newPage();
    await buyer.goto('/products');
    await fillCart(buyer);
    const placed = await graphqlInPage<{ placeOrder: { status: string; orderKey: string | null } }>(
      buyer,
      `mutation($key: ID!, $billing: PlaceOrderAddressInput!) {
        placeOrder(idempotencyKey: $key, input: { paymentMethod: "cod", billing: $billing }) { status orderKey } }`,
      {
        key: `tracking-${Date.now()}`,
        billing: {
          firstName: 'Tess',
          lastName: 'Tracker',
          address1: 'Kastanienallee 7',
          city: 'Berlin',
          postcode: '10435',
          country: 'DE',
          email,
          phone: '+49 30 555 0101',
        },
      },
    );
    if (placed.data?.placeOrder.status !== 'SUCCEEDED')
      throw new Error(`placeOrder failed: ${JSON.stringify(placed.errors ?? placed.data)}`);
    // The order as the order received page reads it, as the session that placed it.
    const received = await graphqlInPage<{ order: { orderNumber: string; total: string } | null }>(
      buyer,
      'query($key: ID!) { order(id: $key, idType: ORDER_KEY) { orderNumber total } }',
      { key: placed.data.placeOrder.orderKey },
    );
    const order = received.data?.order;
    if (!order) throw new Error(`the placed order is not readable: ${JSON.stringify(received.errors)}`);
    await placing.close();

    const other = await shopperContext(shop.browser, shop.stack.url);
    const tokens = watchForTokens(other);
    const page = await other.newPage();
    await page.goto('/tracking');
    await page.getByLabel('Order number').fill(`#${order.orderNumber}`);
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find my order' }).click();
    await page.getByTestId('order-details').waitFor();
    expect(await page.getByTestId('order-number').textContent()).toBe(order.orderNumber);
    expect(await page.getByTestId('order-total').textContent()).toContain(order.total);
    // The email never goes into the address bar (history, logs).
    expect(page.url()).not.toContain('example.com');

    await page.getByLabel('Email').fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await page.getByText('We could not find your order. Please try again later.').waitFor();
    expect(await page.getByTestId('order-details').count()).toBe(0);
    await tokens.assertNoTokens(page, 'tracking');
    await other.close();
  });
});
