import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, fakeServer, type FakeServer } from '../support/shop/fake-servers.ts';
import { germanAddress, simpleProduct, startTestShop, type TestShop } from '../support/shop/support.ts';

let shop: TestShop;
let receiver: FakeServer;
let accepting = false;

beforeAll(async () => {
  receiver = await fakeServer(() => ({ status: accepting ? 200 : 503 }));
  // A long backoff: after the first refusal nothing is retried before the restart.
  shop = await startTestShop({ COMMERCE_WEBHOOK_URLS: receiver.url, COMMERCE_WEBHOOK_RETRY_MS: '600000' });
});
afterAll(async () => {
  await shop?.close();
  await receiver?.close();
});

describe('webhook outbox', () => {
  it('keeps a refused delivery across a restart and sends it after', async () => {
    const client = shop.client();
    await client.ok('addToCart', { input: { productId: simpleProduct(shop).id, quantity: 1 } });
    const order = (await client.ok('Checkout', { billing: germanAddress, paymentMethod: 'cod' })).checkout
      .order;
    const pending = () =>
      shop
        .db()
        .prepare(
          "SELECT attempts, delivered_at AS deliveredAt FROM webhook_outbox WHERE topic = 'order.created'",
        )
        .get() as { attempts: number; deliveredAt: number | null };
    await eventually(() => pending().attempts === 1);
    expect(pending()).toEqual({ attempts: 1, deliveredAt: null });

    accepting = true;
    await shop.restart();
    await eventually(() => pending().deliveredAt !== null);
    expect(pending().attempts).toBe(2);
    const delivered = receiver.requests.filter((r) => r.headers['x-wc-webhook-topic'] === 'order.created');
    expect(delivered).toHaveLength(2);
    expect(JSON.parse(delivered[1]!.body).id).toBe(order.databaseId);
  });
});
