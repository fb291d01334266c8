import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutStream } from '../../src/checkout/checkout-model.ts';
import type { PlacedOrder } from '../../src/checkout/checkout-model.ts';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';

/** Stands in for commerce: orders by idempotency key, as its order metadata would hold them. */
function commerceOrders() {
  const byKey = new Map<string, PlacedOrder>();
  let lookups = 0;
  return {
    byKey,
    get lookups() {
      return lookups;
    },
    lookup: async ({ key }: { key: string }) => {
      lookups += 1;
      return byKey.get(key);
    },
  };
}

describe.each(backends())('checkout reconciler on $name', (backend) => {
  let events: EventStore;
  beforeAll(async () => {
    if (!backend.skip)
      events = await backend.open({
        outbox: { enabled: false },
        checkout: { waitForFirstMs: 1_500, settleMs: 2_000 },
      });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  /** A session with a cart, and an attempt a crashed gateway left at CheckoutRequested. */
  async function crashedAttempt(key: string, requestedAt = new Date()) {
    const { id } = await events.sessions.create();
    await events.sessions.recordCartCommand(id, { type: 'add', productId: 5, quantity: 2 });
    await events.log.append(
      checkoutStream(key),
      [{ type: 'CheckoutRequested', data: { key, sessionId: id, requestedAt: requestedAt.toISOString() } }],
      0n,
    );
    return id;
  }

  it.skipIf(backend.skip)(
    'at start, completes an attempt commerce placed and closes its cart log',
    async () => {
      const commerce = commerceOrders();
      const sessionId = await crashedAttempt('crash-key-0001');
      commerce.byKey.set('crash-key-0001', { orderId: 9001, orderNumber: '9001', city: 'Gent' });
      events.checkout.useLookup(commerce.lookup);
      await expect
        .poll(async () => (await events.checkout.outcome('crash-key-0001'))?.status)
        .toBe('succeeded');
      expect((await events.checkout.outcome('crash-key-0001'))?.order?.orderNumber).toBe('9001');
      // What was bought is no longer in the recovery log (closed right after the outcome).
      await expect.poll(() => events.sessions.cartCommands(sessionId)).toEqual([]);
      // A repeat answers the order without placing another.
      let placed = 0;
      const repeat = await events.checkout.run('crash-key-0001', sessionId, async () => {
        placed += 1;
        return { orderId: 1 };
      });
      expect(repeat).toMatchObject({ status: 'succeeded', replayed: true, order: { orderId: 9001 } });
      expect(placed).toBe(0);
    },
  );

  it.skipIf(backend.skip)(
    'a repeat answers CHECKOUT_IN_PROGRESS while commerce may still place it, FAILED once settled',
    async () => {
      const commerce = commerceOrders();
      events.checkout.useLookup(commerce.lookup);
      const sessionId = await crashedAttempt('slow-key-0001');
      const started = Date.now();
      await expect(
        events.checkout.run('slow-key-0001', sessionId, async () => ({ orderId: 1 })),
      ).rejects.toMatchObject({ code: 'CHECKOUT_IN_PROGRESS', extensions: { retryAfter: 5 } });
      // Within the wait, well inside any server timeout.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(commerce.lookups).toBeGreaterThan(0);
      // Past the settle time commerce still has no order: the attempt failed, the cart stays.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const failed = await events.checkout.run('slow-key-0001', sessionId, async () => ({ orderId: 1 }));
      expect(failed).toMatchObject({ status: 'failed', code: 'CHECKOUT_FAILED', replayed: true });
      expect(await events.sessions.cartCommands(sessionId)).toHaveLength(1);
    },
    30_000,
  );

  it.skipIf(backend.skip)(
    'an order placed while the gateway waited past its timeout is found on the repeat',
    async () => {
      const commerce = commerceOrders();
      events.checkout.useLookup(commerce.lookup);
      const { id } = await events.sessions.create();
      let placed = 0;
      const first = events.checkout.run('timeout-key-01', id, async () => {
        placed += 1;
        // Commerce places it, but the answer never reaches the gateway (a timeout).
        commerce.byKey.set('timeout-key-01', { orderId: 9100, orderNumber: '9100' });
        throw new Error('commerce timed out');
      });
      const outcome = await first;
      expect(outcome).toMatchObject({ status: 'succeeded', order: { orderId: 9100 } });
      expect(placed).toBe(1);
    },
  );

  it.skipIf(backend.skip)(
    'an append that fails after commerce placed the order is CHECKOUT_IN_PROGRESS, then reconciled',
    async () => {
      const commerce = commerceOrders();
      events.checkout.useLookup(commerce.lookup);
      const { id } = await events.sessions.create();
      const append = events.log.append.bind(events.log);
      // The log refuses the outcome (as PostgreSQL refused a NUL), after commerce said yes.
      events.log.append = async (stream, appended, expected) => {
        if (appended.some((event) => event.type === 'CheckoutSucceeded')) throw new Error('log unavailable');
        return append(stream, appended, expected);
      };
      let placed = 0;
      try {
        await expect(
          events.checkout.run('append-key-01', id, async () => {
            placed += 1;
            const order = { orderId: 9200, orderNumber: '9200' };
            commerce.byKey.set('append-key-01', order);
            return order;
          }),
        ).rejects.toMatchObject({ code: 'CHECKOUT_IN_PROGRESS' });
      } finally {
        events.log.append = append;
      }
      expect((await events.checkout.outcome('append-key-01'))?.status).toBe('pending');
      const repeat = await events.checkout.run('append-key-01', id, async () => {
        placed += 1;
        return { orderId: 1 };
      });
      expect(repeat).toMatchObject({ status: 'succeeded', order: { orderId: 9200 } });
      expect(placed).toBe(1);
    },
    30_000,
  );
});
