import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { Browser, startStack, type Stack } from '../support/stack.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCookie } from '../../src/account/session-store.ts';

const cartQuery = `query { cart { total appliedCoupons { code } contents { itemCount nodes { quantity product { node { databaseId } } } } } }`;

describe('cart recovery through the gateway (event store wired in)', () => {
  let stack: Stack;
  let events: EventStore;
  beforeAll(async () => {
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-events-')),
      outbox: { enabled: false },
    });
    stack = await startStack({}, { events });
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
  }, 60_000);

  it('rebuilds a cart whose upstream session was lost, with the same lines and coupon', async () => {
    const browser = new Browser(stack.gateway);
    const listing = await browser.graphql<{
      catalogue: { products: { __typename: string; databaseId: number; stockStatus: string }[] };
    }>(
      `query { catalogue(perPage: 100) { products { __typename databaseId ... on InventoriedProduct { stockStatus } } } }`,
    );
    const simple = listing.data.catalogue.products
      .filter((product) => product.__typename === 'SimpleProduct' && product.stockStatus === 'IN_STOCK')
      .slice(0, 2);
    for (const [index, product] of simple.entries()) {
      const added = await browser.graphql(
        `mutation($id: Int!, $q: Int!) { addToCart(input: { productId: $id, quantity: $q }) { cart { isEmpty } } }`,
        { id: product.databaseId, q: index + 1 },
      );
      expect(added.errors).toBeUndefined();
    }
    expect(
      (await browser.graphql(`mutation { applyCoupon(input: { code: "WELCOME10" }) { applied { code } } }`))
        .errors,
    ).toBeUndefined();
    const before = await browser.graphql(cartQuery);

    // The upstream forgets the session (a token it does not accept any more).
    const { id } = parseCookie(
      stack.gateway.unsignCookie(decodeURIComponent(browser.cookies.get('nails_session')!)).value!,
    );
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJlbHNld2hlcmUifQ.invalid';
    await stack.gateway.sessionStore.attachUpstreamSession(id, forged);

    const after = await browser.graphql(cartQuery);
    expect(after.errors).toBeUndefined();
    expect(after.data).toEqual(before.data);
    const recovered = await stack.gateway.sessionStore.load(id);
    expect(recovered?.wooSessionToken).toBeTruthy();
    expect(recovered?.wooSessionToken).not.toBe(forged);
  });
});
