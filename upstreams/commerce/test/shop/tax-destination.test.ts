import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/shop/support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const belgian = {
  firstName: 'Lotte',
  lastName: 'Peeters',
  address1: 'Rue Haute 1',
  city: 'Brussels',
  postcode: '1000',
  country: 'BE',
  email: 'lotte@example.test',
};

describe('rounding and the taxable address', () => {
  it('taxes a virtual-only cart where its order is taxed: the billing country, not an old shipping estimate', async () => {
    const guide = shop.db().prepare("SELECT id FROM products WHERE sku = 'DL-SIZING-GUIDE'").get() as {
      id: number;
    };
    const client = shop.client();
    await client.ok('addToCart', { input: { productId: guide.id, quantity: 1 } });
    // A shipping estimate to Germany earlier, then the Belgian billing address at checkout.
    await client.ok('ChangeShippingCounty', { shippingCountry: 'DE' });
    await client.ok('UpdateCustomer', { input: { isSession: true, billing: { country: 'BE' } } });
    const cart = (await client.ok('getCart')).cart;
    expect(cart.rawTotal).toBe('1.90');
    // €1.90 contains €0.33 of Belgian VAT (21 %); the German rate would give €0.30.
    expect(cart.rawTotalTax).toBe('0.33');
    const order = (await client.ok('Checkout', { billing: belgian, paymentMethod: 'cod' })).checkout.order;
    expect(order).toMatchObject({ rawTotal: '1.90', rawTotalTax: '0.33' });
  });
});

describe("a guest's default location", () => {
  it('is the shop base country, as WooCommerce answers a new guest, and her own country once given', async () => {
    const client = shop.client();
    const where = `query { customer { billing { country } shipping { country } } }`;
    expect((await client.query(where)).data?.customer).toEqual({
      billing: { country: 'DE' },
      shipping: { country: 'DE' },
    });
    await client.ok('UpdateCustomer', { input: { isSession: true, billing: { country: 'BE' } } });
    expect((await client.query(where)).data?.customer).toMatchObject({ billing: { country: 'BE' } });
  });
});
