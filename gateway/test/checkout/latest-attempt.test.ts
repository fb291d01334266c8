import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadEvent } from '@event-driven-io/emmett';
import type { CheckoutRequested } from '../../src/checkout/checkout-decider.ts';
import {
  checkoutStream,
  evolveLatestCheckout,
  latestCheckoutCollection,
  type PlacedOrder,
} from '../../src/checkout/checkout-model.ts';
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

  it.skipIf(backend.skip)(
    'is the newest of several attempts, whatever their keys, read from the session’s one document',
    async () => {
      const { id } = await events.sessions.create();
      // Requested in this order; the keys sort the other way round, so the newest is not the
      // first or last by key.
      const attempts = [
        { key: 'several-key-c', at: '2026-03-01T10:00:00.000Z' },
        { key: 'several-key-a', at: '2026-03-01T10:05:00.000Z' },
        { key: 'several-key-b', at: '2026-03-01T10:07:00.000Z' },
        { key: 'several-key-d', at: '2026-03-01T10:02:00.000Z' },
      ];
      for (const { key, at } of attempts)
        await events.log.append(
          checkoutStream(key),
          [{ type: 'CheckoutRequested', data: { key, sessionId: id, requestedAt: at } }],
          0n,
        );
      // Appended last but requested earlier (another gateway's clock): the newest stays.
      expect(await events.log.read(latestCheckoutCollection, id)).toEqual({
        key: 'several-key-b',
        requestedAt: '2026-03-01T10:07:00.000Z',
      });
      // Pending and nobody to ask: shown as it is.
      expect(await events.checkout.latestOf(id)).toMatchObject({ key: 'several-key-b', status: 'pending' });
    },
  );
});

describe('the latest attempt read model', () => {
  const requested = (key: string, requestedAt: string) =>
    ({
      type: 'CheckoutRequested',
      data: { key, sessionId: 's1', requestedAt },
    }) as ReadEvent<CheckoutRequested>;

  it('keeps the attempt requested last, and the one appended later at the same time', () => {
    const first = evolveLatestCheckout(null, requested('key-one', '2026-03-01T10:00:00.000Z'));
    const later = evolveLatestCheckout(first, requested('key-two', '2026-03-01T10:01:00.000Z'));
    expect(later).toEqual({ key: 'key-two', requestedAt: '2026-03-01T10:01:00.000Z' });
    expect(evolveLatestCheckout(later, requested('key-old', '2026-03-01T09:59:00.000Z'))).toBe(later);
    expect(evolveLatestCheckout(later, requested('key-tie', '2026-03-01T10:01:00.000Z'))).toEqual({
      key: 'key-tie',
      requestedAt: '2026-03-01T10:01:00.000Z',
    });
  });
});
