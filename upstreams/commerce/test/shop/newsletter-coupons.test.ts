import { loadOrCreateSecrets } from '@nails/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  germanAddress,
  setStock,
  simpleProduct,
  startTestShop,
  type TestShop,
} from '../support/shop/support.ts';

/**
 * Newsletter codes (schema/commerce-extensions/newsletter-coupons.graphql): the gateway, holding
 * the shop key, asks for a subscriber's own code; the code takes 10 % off one order billed to her
 * address, and nothing else.
 */
const issue = `mutation Issue($email: String!) {
  issueNewsletterCoupon(input: { email: $email }) { code issued }
}`;

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const asGateway = () => {
  const client = shop.client();
  client.headers['x-nails-shop-key'] = loadOrCreateSecrets(shop.varDir).commerceShopKey;
  return client;
};

async function orderWith(code: string, email: string) {
  const client = shop.client();
  const product = simpleProduct(shop);
  setStock(shop, product.id, 50);
  await client.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
  // As the storefront's checkout does: her address is in the session before she applies the code.
  await client.query(
    `mutation ($email: String) { updateCustomer(input: { isSession: true, billing: { email: $email } }) { customer { id } } }`,
    { email },
  );
  const applied = await client.run('applyCoupon', { code });
  const placed = await client.run('Checkout', {
    billing: { ...germanAddress, email },
    paymentMethod: 'cod',
  });
  return { product, applied, placed };
}

describe('newsletter codes', () => {
  it('are refused without the shop key, and none is made', async () => {
    const browser = shop.client();
    const answer = await browser.query(issue, { email: 'eve@example.test' });
    expect(answer.errors?.[0]).toMatchObject({ message: 'Not allowed.', extensions: { code: 'FORBIDDEN' } });
    browser.headers['x-nails-shop-key'] = 'a-guess-of-the-right-length-0000000000000';
    expect((await browser.query(issue, { email: 'eve@example.test' })).errors?.[0]?.message).toBe(
      'Not allowed.',
    );
    const made = shop
      .db()
      .prepare('SELECT COUNT(*) AS n FROM coupons WHERE newsletter_for IS NOT NULL')
      .get();
    expect(made).toEqual({ n: 0 });
  });

  it('give each address its own code, the same one when asked again', async () => {
    const gateway = asGateway();
    const first = (await gateway.query(issue, { email: 'mia@example.test' })).data!.issueNewsletterCoupon;
    expect(first).toEqual({ code: expect.stringMatching(/^WELCOME-[A-Z2-9]{8}$/), issued: true });
    const again = (await gateway.query(issue, { email: ' MIA@Example.test ' })).data!.issueNewsletterCoupon;
    expect(again).toEqual({ code: first.code, issued: false });
    const other = (await gateway.query(issue, { email: 'noa@example.test' })).data!.issueNewsletterCoupon;
    expect(other.code).not.toBe(first.code);
    const [twinA, twinB] = await Promise.all([
      gateway.query(issue, { email: 'twin@example.test' }),
      gateway.query(issue, { email: 'twin@example.test' }),
    ]);
    expect(twinA.data!.issueNewsletterCoupon.code).toBe(twinB.data!.issueNewsletterCoupon.code);
  });

  it('take 10 % off her first order, then are refused; an order billed to someone else never gets them', async () => {
    const { code } = (await asGateway().query(issue, { email: 'lea@example.test' })).data!
      .issueNewsletterCoupon;

    // A cart that knows no address yet: WooCommerce asks for one first.
    const guest = shop.client();
    const product = simpleProduct(shop);
    await guest.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
    expect((await guest.run('applyCoupon', { code })).errors?.[0]?.message).toBe(
      `Please enter a valid email at checkout to use coupon code "${code.toLowerCase()}".`,
    );

    const theft = await orderWith(code, 'thief@example.test');
    expect(theft.applied.errors?.[0]?.message).toBe(
      `Sorry, it seems the coupon "${code.toLowerCase()}" is not yours.`,
    );
    // Refused at Apply, so the thief's order goes out at full price.
    expect(Number(theft.placed.data!.checkout.order.rawDiscountTotal)).toBe(0);

    const first = await orderWith(code, 'Lea@example.test');
    expect(first.applied.errors).toBeUndefined();
    expect(first.placed.errors).toBeUndefined();
    const order = first.placed.data!.checkout.order;
    // An order's discount is without VAT, its VAT beside it, as WooCommerce keeps orders.
    expect(Math.round(Number(order.rawDiscountTotal) * 100 + Number(order.rawDiscountTax) * 100)).toBe(
      Math.round(first.product.price / 10),
    );

    const second = await orderWith(code, 'lea@example.test');
    expect(second.applied.errors?.[0]?.message).toBe('Coupon usage limit has been reached.');
  });
});
