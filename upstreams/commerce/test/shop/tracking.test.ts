import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  germanAddress,
  setStock,
  simpleProduct,
  startTestShop,
  type TestShop,
} from '../support/shop/support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const tracking = `query ($number: String!, $email: String!) {
  orderTracking(orderNumber: $number, billingEmail: $email) {
    databaseId orderNumber status total
    lineItems { nodes { quantity product { node { name } } } }
    billing { email address1 city postcode } shipping { address1 city }
    customer { email billing { address1 } } customerNote orderKey metaData { key value }
    downloadableItems { nodes { url } }
  }
}`;

describe('order tracking (number plus billing email, any session)', () => {
  it("finds a guest's and a customer's order from a fresh session, and answers null alike for a wrong number or email", async () => {
    const product = simpleProduct(shop);
    setStock(shop, product.id, 20);
    const guest = shop.client();
    await guest.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
    const guestOrder = (await guest.ok('Checkout', { billing: germanAddress, paymentMethod: 'cod' })).checkout
      .order;

    const customer = shop.client();
    const registered = (
      await customer.ok('registerCustomer', {
        input: { email: 'tracked@example.test', password: 'tracked-pass-1' },
      })
    ).registerCustomer;
    customer.authToken = registered.authToken;
    await customer.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
    const customerOrder = (
      await customer.ok('Checkout', {
        billing: { ...germanAddress, email: 'tracked@example.test' },
        paymentMethod: 'cod',
      })
    ).checkout.order;

    const stranger = shop.client();
    const found = await stranger.query(tracking, {
      number: `#${guestOrder.orderNumber}`,
      email: ` ${germanAddress.email.toUpperCase()} `,
    });
    expect(found.data?.orderTracking).toMatchObject({
      databaseId: guestOrder.databaseId,
      status: 'PROCESSING',
      lineItems: { nodes: [{ quantity: 1, product: { node: { name: expect.any(String) } } }] },
    });
    // Status and items only: never who or where (anyone who knows an email may try numbers).
    expect(found.data?.orderTracking).toMatchObject({
      billing: null,
      shipping: null,
      customer: null,
      customerNote: null,
      orderKey: null,
      metaData: null,
      downloadableItems: { nodes: [] },
    });
    expect(JSON.stringify(found.data)).not.toContain(germanAddress.address1);
    expect(
      (
        await shop
          .client()
          .query(tracking, { number: customerOrder.orderNumber, email: 'tracked@example.test' })
      ).data?.orderTracking.databaseId,
    ).toBe(customerOrder.databaseId);

    for (const [number, email] of [
      [guestOrder.orderNumber, 'tracked@example.test'],
      [customerOrder.orderNumber, germanAddress.email],
      ['999999', germanAddress.email],
      ['abc', germanAddress.email],
      [guestOrder.orderNumber, ''],
    ]) {
      const answer = await stranger.query(tracking, { number, email });
      expect(answer).toMatchObject({ data: { orderTracking: null } });
      expect(answer.errors).toBeUndefined();
    }
    // Looking up leaves the stranger's session as it was: no billing email was stored.
    expect((await stranger.ok('getCart')).customer.billing.email ?? null).toBeNull();
  });
});
