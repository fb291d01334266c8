import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSessionLoss } from '../../src/cart/cart-recovery.ts';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { asTransport, cartChanges, type RawCommerceCall } from '../support/cart/raw-commerce.ts';
import { backends } from '../support/events/backends.ts';
import { startFakeCommerce } from '../support/cart/fake-commerce.ts';

const cartQuery = 'query Cart { cart { total } }';

describe.each(backends())('cart recovery on $name', (backend) => {
  let events: EventStore;
  let commerce: Awaited<ReturnType<typeof startFakeCommerce>>;
  beforeAll(async () => {
    if (backend.skip) return;
    events = await backend.open();
    commerce = await startFakeCommerce();
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await commerce?.close();
    await backend.cleanup();
  });

  /** What the gateway does for a cart mutation: run it upstream, then record the command. */
  const shop = async (...change: Parameters<ReturnType<typeof cartChanges>>) =>
    (await cartChanges(events, commerce.execute)(...change)).key;

  const cartOf = async (execute: RawCommerceCall, token: string) => {
    const response = await execute({ query: cartQuery, wooSessionToken: token });
    return response;
  };
  const comparable = (cart: unknown) => {
    const { contents, ...rest } = cart as {
      contents: { nodes: { key: string; quantity: number; total: number; product: unknown }[] };
    };
    return { ...rest, lines: contents.nodes.map(({ key: _key, ...line }) => line) };
  };

  async function fillCart(sessionId: string) {
    const add = (productId: number, quantity: number) =>
      shop(
        sessionId,
        { type: 'add', productId, quantity },
        'mutation { addToCart(input: $input) { cartItem { key } } }',
        { productId, quantity },
      );
    const first = await add(1, 2);
    await add(2, 1);
    const third = await add(3, 1);
    await shop(
      sessionId,
      { type: 'quantity', key: first!, quantity: 3 },
      'mutation { updateItemQuantities }',
      { items: [{ key: first, quantity: 3 }] },
    );
    await shop(sessionId, { type: 'remove', keys: [third!] }, 'mutation { removeItemsFromCart }', {
      keys: [third],
    });
    await shop(sessionId, { type: 'coupon.apply', code: 'NAILS10' }, 'mutation { applyCoupon }', {
      code: 'NAILS10',
    });
    await shop(sessionId, { type: 'shipping.address', country: 'FR' }, 'mutation { updateCustomer }', {
      shipping: { country: 'FR' },
    });
    await shop(
      sessionId,
      { type: 'shipping.method', methods: ['flat_rate:1'] },
      'mutation { updateShippingMethod }',
      {
        shippingMethods: ['flat_rate:1'],
      },
    );
  }

  it.skipIf(backend.skip)(
    'rebuilds a cart of several lines with a coupon on a new upstream session after a session loss',
    async () => {
      const { id } = await events.sessions.create();
      await fillCart(id);
      const lost = (await events.sessions.load(id))!.wooSessionToken!;
      const before = (await cartOf(commerce.execute, lost)).data!.cart;
      expect(comparable(before)).toMatchObject({ appliedCoupons: [{ code: 'NAILS10' }], total: 43.2 });

      commerce.forget(lost);
      const failed = await cartOf(commerce.execute, lost);
      expect(isSessionLoss(failed.errors)).toBe(true);

      const token = await events.recoverCart(id, asTransport(commerce.execute));
      expect(token).not.toBe(lost);
      expect((await events.sessions.load(id))?.wooSessionToken).toBe(token);
      const after = (await cartOf(commerce.execute, token)).data!.cart;
      expect(comparable(after)).toEqual(comparable(before));

      // The recorded cart now speaks the new session's keys, so a second loss recovers as well.
      const newKeys = (after as { contents: { nodes: { key: string }[] } }).contents.nodes.map(
        (line) => line.key,
      );
      await shop(
        id,
        { type: 'quantity', key: newKeys[1]!, quantity: 2 },
        'mutation { updateItemQuantities }',
        { items: [{ key: newKeys[1], quantity: 2 }] },
      );
      const changed = comparable((await cartOf(commerce.execute, token)).data!.cart);
      commerce.forget(token);
      const again = await events.recoverCart(id, asTransport(commerce.execute));
      expect(comparable((await cartOf(commerce.execute, again)).data!.cart)).toEqual(changed);
    },
  );

  it.skipIf(backend.skip)(
    'answers SESSION_INVALID when the cart cannot be replayed, and keeps the session as it was',
    async () => {
      const { id } = await events.sessions.create();
      await fillCart(id);
      const lost = (await events.sessions.load(id))!.wooSessionToken!;
      commerce.forget(lost);
      commerce.refuseCoupon('NAILS10');
      await expect(events.recoverCart(id, asTransport(commerce.execute))).rejects.toMatchObject({
        extensions: { code: 'SESSION_INVALID' },
      });
      expect((await events.sessions.load(id))?.wooSessionToken).toBe(lost);
    },
  );
});
