import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../src/checkout/checkout-model.ts';
import { CheckoutRefused } from '../../src/checkout/checkout.ts';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';

// A checkout page loaded again while or after an order is placed asks for the session's newest
// attempt (the `latestCheckoutAttempt` field) instead of showing an empty cart.
describe.each(backends())('the session’s latest checkout attempt on $name', (backend) => {
  let events: EventStore;
  beforeAll(async () => {
    if (!backend.skip) events = await backend.open({});
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  it.skipIf(backend.skip)(
    'is pending while the order is placed, then the order; a later refusal replaces it',
    async () => {
      const { id } = await events.sessions.create();
      const { id: other } = await events.sessions.create();
      expect(await events.checkout.latestOf(id)).toBeUndefined();

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const placing = events.checkout.run('latest-key-0001', id, async (): Promise<PlacedOrder> => {
        await held;
        return { orderId: 8101, orderNumber: '8101', orderKey: 'wc_order_latest' };
      });
      // The reload lands here: the attempt is still being placed.
      await expect.poll(async () => (await events.checkout.latestOf(id))?.status).toBe('pending');
      release();
      await placing;
      expect(await events.checkout.latestOf(id)).toMatchObject({
        key: 'latest-key-0001',
        status: 'succeeded',
        order: { orderId: 8101, orderKey: 'wc_order_latest' },
      });

      await new Promise((resolve) => setTimeout(resolve, 5)); // a later attempt, a later time
      await events.checkout.run('latest-key-0002', id, async () => {
        throw new CheckoutRefused(
          'An account is already registered with your email address.',
          'EMAIL_ALREADY_REGISTERED',
        );
      });
      expect(await events.checkout.latestOf(id)).toMatchObject({
        key: 'latest-key-0002',
        status: 'failed',
        code: 'EMAIL_ALREADY_REGISTERED',
      });
      // Another shopper's session has none of these.
      expect(await events.checkout.latestOf(other)).toBeUndefined();
    },
  );
});
