import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartFingerprint, emptyCartFingerprint } from '../../src/checkout/cart-fingerprint.ts';
import type { PlacedOrder } from '../../src/checkout/checkout-model.ts';
import { CheckoutRefused } from '../../src/checkout/checkout.ts';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';

describe.each(backends())('checkout idempotency on $name', (backend) => {
  let events: EventStore;
  beforeAll(async () => {
    if (!backend.skip) events = await backend.open({ purchaseFeedEnabled: true });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  /** Stands in for the commerce checkout: counts the orders it places. */
  const orderDesk = () => {
    let placed = 0;
    return {
      get placed() {
        return placed;
      },
      place: async (): Promise<PlacedOrder> => {
        placed += 1;
        await new Promise((resolve) => setTimeout(resolve, 50)); // the upstream takes a moment
        return {
          orderId: 7000 + placed,
          orderNumber: `#${7000 + placed}`,
          firstName: 'Ines',
          city: 'Madrid',
        };
      },
    };
  };

  it.skipIf(backend.skip)('two racing checkouts with one key place one order and both get it', async () => {
    const desk = orderDesk();
    const { id } = await events.sessions.create();
    await events.sessions.recordCartCommand(id, { type: 'add', productId: 5, quantity: 1 });
    const [first, second] = await Promise.all([
      events.checkout.run('race-key-0001', id, desk.place),
      events.checkout.run('race-key-0001', id, desk.place),
    ]);
    expect(desk.placed).toBe(1);
    expect(first.status).toBe('succeeded');
    expect(second.status).toBe('succeeded');
    const orders = [first, second].map((outcome) =>
      outcome.status === 'succeeded' ? outcome.order.orderId : 0,
    );
    expect(orders[0]).toBe(orders[1]);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    // A later repeat reads the recorded outcome; the order is in the feed once; the cart log is done.
    const repeat = await events.checkout.run('race-key-0001', id, desk.place);
    expect(repeat).toMatchObject({ status: 'succeeded', replayed: true, order: { orderId: orders[0] } });
    expect(desk.placed).toBe(1);
    expect(
      (await events.orders.purchaseFeed(50)).entries.filter((entry) => entry.orderId === orders[0]),
    ).toHaveLength(1);
    expect(await events.sessions.cartCommands(id)).toEqual([]);
  });

  it.skipIf(backend.skip)(
    'a refused checkout is recorded, and its repeat returns the refusal without a new try',
    async () => {
      const { id } = await events.sessions.create();
      let tries = 0;
      const refuse = async (): Promise<PlacedOrder> => {
        tries += 1;
        throw new CheckoutRefused('Your card was declined.', 'PAYMENT_DECLINED');
      };
      const first = await events.checkout.run('declined-key-01', id, refuse);
      const again = await events.checkout.run('declined-key-01', id, refuse);
      expect(first).toMatchObject({
        status: 'failed',
        reason: 'Your card was declined.',
        code: 'PAYMENT_DECLINED',
        replayed: false,
      });
      expect(again).toMatchObject({ status: 'failed', code: 'PAYMENT_DECLINED', replayed: true });
      expect(tries).toBe(1);
    },
  );

  it.skipIf(backend.skip)(
    'refuses a key reused for another cart with its own code, and replays it for the same cart or the cart the order emptied',
    async () => {
      const desk = orderDesk();
      const { id } = await events.sessions.create();
      const cartA = cartFingerprint([{ type: 'add', productId: 11, quantity: 1 }]);
      const cartB = cartFingerprint([{ type: 'add', productId: 12, quantity: 3 }]);
      const first = await events.checkout.run('cart-key-0001', id, desk.place, cartA);
      expect(first).toMatchObject({ status: 'succeeded', replayed: false });
      // A retry for the same cart, and one after the order emptied the cart: the same order.
      await expect(events.checkout.run('cart-key-0001', id, desk.place, cartA)).resolves.toMatchObject({
        status: 'succeeded',
        replayed: true,
      });
      await expect(
        events.checkout.run('cart-key-0001', id, desk.place, emptyCartFingerprint),
      ).resolves.toMatchObject({ status: 'succeeded', replayed: true });
      // Another cart under the same key is not that order.
      await expect(events.checkout.run('cart-key-0001', id, desk.place, cartB)).rejects.toMatchObject({
        code: 'IDEMPOTENCY_KEY_MISMATCH',
      });
      expect(desk.placed).toBe(1);
    },
  );

  it.skipIf(backend.skip)('refuses a key used by another session', async () => {
    const desk = orderDesk();
    const owner = await events.sessions.create();
    const stranger = await events.sessions.create();
    await events.checkout.run('owned-key-0001', owner.id, desk.place);
    await expect(events.checkout.run('owned-key-0001', stranger.id, desk.place)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(desk.placed).toBe(1);
  });
});
