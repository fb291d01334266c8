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

const checkout = `mutation($input: CheckoutInput!) { checkout(input: $input) { result order { databaseId } } }`;
const ordersWithKey = `query($key: String!) { customer { orders(first: 20) { nodes { databaseId metaData(key: $key) { key value } } } } }`;

describe('order metadata from the checkout', () => {
  it('is stored with the order and read back by key among the session’s orders, protected keys hidden', async () => {
    const client = shop.client();
    const product = simpleProduct(shop);
    setStock(shop, product.id, 10);
    await client.ok('addToCart', { input: { productId: product.id, quantity: 1 } });
    const placed = await client.query<{ checkout: { result: string; order: { databaseId: number } } }>(
      checkout,
      {
        input: {
          billing: germanAddress,
          paymentMethod: 'cod',
          metaData: [
            { key: 'nails_idempotency_key', value: 'attempt-0001' },
            { key: 'gift_note', value: 'hi' },
            { key: '_internal', value: 'hidden' },
          ],
        },
      },
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.checkout.result).toBe('success');

    const found = await client.query<{
      customer: { orders: { nodes: { databaseId: number; metaData: { key: string; value: string }[] }[] } };
    }>(ordersWithKey, { key: 'nails_idempotency_key' });
    expect(found.data!.customer.orders.nodes).toEqual([
      {
        databaseId: placed.data!.checkout.order.databaseId,
        metaData: [{ key: 'nails_idempotency_key', value: 'attempt-0001' }],
      },
    ]);
    const all = await client.query<{ customer: { orders: { nodes: { metaData: { key: string }[] }[] } } }>(
      `query { customer { orders(first: 1) { nodes { metaData { key } } } } }`,
    );
    const keys = all.data!.customer.orders.nodes[0]!.metaData.map((entry) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['nails_idempotency_key', 'gift_note']));
    expect(keys).not.toContain('_internal');
    // Another session sees none of it.
    const stranger = await shop
      .client()
      .query<{ customer: { orders: { nodes: unknown[] } } }>(ordersWithKey, {
        key: 'nails_idempotency_key',
      });
    expect(stranger.data?.customer?.orders.nodes ?? []).toEqual([]);
  });
});
