import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackInStockRepository } from '../../src/restock/back-in-stock.ts';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { UnknownSessionError } from '../../src/account/session-store.ts';
import { backends } from '../support/events/backends.ts';
import { emailSubject } from '../../src/privacy/shredding/index.ts';

describe.each(backends())('read models on $name', (backend) => {
  let events: EventStore;
  beforeAll(async () => {
    if (!backend.skip) events = await backend.open({ purchaseFeedEnabled: true });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  it.skipIf(backend.skip)('keeps a shopper session through sign-in, refresh and sign-out', async () => {
    const { id } = await events.sessions.create();
    expect(await events.sessions.load(id)).toEqual({ id, version: 1 });
    // Sign-in is two events in one append: signed in, and the cookie rotated.
    await events.sessions.attachUpstreamSession(id, 'woo-1');
    const signedIn = await events.sessions.signIn(id, {
      authToken: 'a1',
      authTokenExpiresAt: 10,
      refreshToken: 'r1',
      customerId: 7,
    });
    expect(signedIn).toEqual({
      id,
      wooSessionToken: 'woo-1',
      guestWooSessionToken: 'woo-1',
      authToken: 'a1',
      authTokenExpiresAt: 10,
      refreshToken: 'r1',
      customerId: 7,
      version: 4,
      cookie: expect.stringMatching(new RegExp(`^${id}\\.`)) as unknown,
    });
    const refreshed = await events.sessions.refreshTokens(id, { authToken: 'a2', authTokenExpiresAt: 20 });
    expect(refreshed).toMatchObject({ authToken: 'a2', authTokenExpiresAt: 20, refreshToken: 'r1' });
    expect(await events.sessions.load(id)).toEqual(refreshed);
    // Sign-out ends the session: signed out, and ended.
    expect(await events.sessions.signOut(id)).toEqual({ id, version: 7 });
    await expect(events.sessions.attachUpstreamSession('missing', 'x')).rejects.toBeInstanceOf(
      UnknownSessionError,
    );
  });

  it.skipIf(backend.skip)(
    'replays cart commands oldest first, and an emptied cart has nothing to replay',
    async () => {
      const { id } = await events.sessions.create();
      await events.sessions.recordCartCommand(id, { type: 'add', productId: 1, quantity: 2 });
      await events.sessions.recordCartCommand(id, { type: 'coupon.apply', code: 'TEN' });
      expect(await events.sessions.cartCommands(id)).toEqual([
        { type: 'add', productId: 1, quantity: 2 },
        { type: 'coupon.apply', code: 'TEN' },
      ]);
      await events.sessions.recordCartCommand(id, { type: 'empty' });
      expect(await events.sessions.cartCommands(id)).toEqual([]);
    },
  );

  it.skipIf(backend.skip)(
    'merges a guest wishlist into the customer list at sign-in without duplicates',
    async () => {
      const customerId = 4242;
      const earlier = await events.sessions.create();
      await events.sessions.signIn(earlier.id, {
        authToken: 'a',
        authTokenExpiresAt: 1,
        refreshToken: 'r',
        customerId,
      });
      await events.wishlists.add({ kind: 'customer', customerId }, 11);
      await events.wishlists.add({ kind: 'customer', customerId }, 12);

      const guest = await events.sessions.create();
      const guestList = { kind: 'guest', sessionId: guest.id } as const;
      await events.wishlists.add(guestList, 12);
      await events.wishlists.add(guestList, 13);
      await events.wishlists.add(guestList, 13); // a double click
      expect((await events.wishlists.items(guestList)).map((item) => item.productId)).toEqual([12, 13]);

      await events.sessions.signIn(guest.id, {
        authToken: 'b',
        authTokenExpiresAt: 2,
        refreshToken: 'r2',
        customerId,
      });
      const merged = (await events.wishlists.items({ kind: 'customer', customerId })).map(
        (item) => item.productId,
      );
      expect(merged).toEqual([11, 12, 13]);
      expect(await events.wishlists.items(guestList)).toEqual([]);

      // A second sign-in (a retried request) adds nothing twice.
      await events.wishlists.mergeGuestIntoCustomer(guest.id, customerId);
      expect(
        (await events.wishlists.items({ kind: 'customer', customerId })).map((item) => item.productId),
      ).toEqual([11, 12, 13]);
    },
  );

  it.skipIf(backend.skip)(
    'rebuilds read models identical to the live ones',
    async () => {
      // Something in every read model.
      const { id } = await events.sessions.create();
      await events.sessions.attachUpstreamSession(id, 'woo-9');
      await events.sessions.recordCartCommand(id, { type: 'add', productId: 3, quantity: 1 });
      await events.wishlists.add({ kind: 'guest', sessionId: id }, 3);
      await events.wishlists.remove({ kind: 'guest', sessionId: id }, 3);
      await events.wishlists.add({ kind: 'guest', sessionId: id }, 4);
      await events.sizes.save(
        { kind: 'guest', sessionId: id },
        { size: 'M', widthsMm: [15.5, 12.8, 13.6, 12.1, 10.9] },
      );
      await events.newsletter.subscribe({ email: 'rebuild@example.com', locale: 'fr' });
      await new BackInStockRepository(events.log).request('rebuild@example.com', {
        email: 'rebuild@example.com',
        subject: 'email:test',
        productId: 7,
        variationId: 70,
        productName: 'Coffin Noir - S',
        productSlug: 'coffin-noir',
        locale: 'fr',
        requestedAt: new Date().toISOString(),
      });
      await events.checkout.run('rebuild-key-1', id, async () => ({
        orderId: 901,
        firstName: 'Zoe',
        city: 'Lyon',
        subject: 'customer:901',
        productNames: ['Ruby'],
      }));
      await events.orders.recordPlaced({
        orderId: 902,
        source: 'webhook',
        firstName: 'amy',
        city: 'Oslo',
        subject: 'customer:902',
      });
      await events.catalogue.recordChanged({ topic: 'product.updated', resource: 'product', resourceId: 3 });
      await events.erasures.request({
        customerId: 77,
        emailSubject: emailSubject('erased@example.com'),
        sessionId: id,
        requestedAt: new Date().toISOString(),
      });

      const live = await events.snapshot();
      for (const [name, docs] of Object.entries(live)) expect(docs.length, name).toBeGreaterThan(0);
      const report = await events.rebuild();
      expect(await events.snapshot()).toEqual(live);
      expect(report.readModels).toEqual(
        Object.fromEntries(Object.entries(live).map(([name, docs]) => [name, docs.length])),
      );
      // A second rebuild starts from the beginning again, not from the first one's checkpoint.
      await events.rebuild();
      expect(await events.snapshot()).toEqual(live);
      // The order emptied the upstream cart, so the session's cart log was closed with it (version 4).
      expect(await events.sessions.load(id)).toMatchObject({ wooSessionToken: 'woo-9', version: 4 });
      expect(await events.sessions.cartCommands(id)).toEqual([]);
    },
    120_000,
  );

  it.skipIf(backend.skip)('feeds the purchase feed once per order, coarse and anonymised', async () => {
    expect(
      await events.orders.recordPlaced({
        orderId: 950,
        source: 'webhook',
        firstName: 'bea',
        city: 'Porto',
        productName: 'Opal',
        subject: emailSubject('bea@example.com'),
      }),
    ).toBe(true);
    expect(
      await events.orders.recordPlaced({ orderId: 950, source: 'checkout', firstName: 'bea', city: 'Porto' }),
    ).toBe(false);
    const feed = await events.orders.purchaseFeed(1);
    expect(feed.entries).toEqual([
      {
        orderId: 950,
        firstNameInitial: 'B',
        city: 'Porto',
        productName: 'Opal',
        placedAt: expect.any(String),
      },
    ]);
    // Her initial and city are kept sealed with her key: erased, the entry keeps only the product.
    await events.personal.forget(emailSubject('bea@example.com'));
    expect((await events.orders.purchaseFeed(1)).entries).toEqual([
      { orderId: 950, productName: 'Opal', placedAt: expect.any(String) },
    ]);
  });
});
