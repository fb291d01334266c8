import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/state/read-models.ts';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { Browser, startStack, type Stack } from '../support/stack.ts';

const billing = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Unter den Linden 1',
  city: 'Berlin',
  postcode: '10117',
  country: 'DE',
  email,
  phone: '030 1234567',
});
const state = `query($key: ID!) {
  session { signedIn }
  cart { isEmpty contents { itemCount } }
  wishlist { productIds }
  order(id: $key, idType: ORDER_KEY) { databaseId }
}`;
type State = {
  session: { signedIn: boolean };
  cart: { isEmpty: boolean; contents: { itemCount: number } };
  wishlist: { productIds: number[] };
  order: { databaseId: number } | null;
};

/** A browser holding a copy of another's cookie (planted before sign-in, or copied). */
const copyOf = (browser: Browser, app: Stack['gateway']) => {
  const copy = new Browser(app);
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
};

/** Gateway README "Sessions", through the gateway on the embedded stack with the event store. */
describe('session rotation through the gateway', () => {
  let stack: Stack;
  let events: EventStore;
  let productIds: number[];
  const sessionCount = async () => (await events.log.all(collections.sessions)).length;

  beforeAll(async () => {
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-session-rotation-')),
      outbox: { enabled: false },
    });
    stack = await startStack({}, { events });
    const listing = await new Browser(stack.gateway).graphql<{
      catalogue: { products: { __typename: string; databaseId: number; stockStatus: string }[] };
    }>(
      'query { catalogue(perPage: 100) { products { __typename databaseId ... on InventoriedProduct { stockStatus } } } }',
    );
    productIds = listing.data.catalogue.products
      .filter((product) => product.__typename === 'SimpleProduct' && product.stockStatus === 'IN_STOCK')
      .map((product) => product.databaseId);
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
  });

  it('200 cookieless catalogue reads start no session and set no cookie', async () => {
    const before = await sessionCount();
    for (let read = 0; read < 200; read++) {
      const response = await stack.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: {
          query: `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { name } cart { isEmpty } wishlist { count } }`,
          variables: { id: String(productIds[read % productIds.length]) },
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessionCount()).toBe(before);
  });

  it('registration gives a new cookie; cart, wishlist and the guest order go with it; the old cookie is anonymous', async () => {
    const shopper = new Browser(stack.gateway);
    const email = `rotation-${Date.now()}@example.com`;
    const [bought, kept, wished] = productIds;
    await shopper.graphql(
      'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }',
      {
        id: bought,
      },
    );
    const placed = await shopper.graphql<{
      placeOrder: { status: string; orderKey: string; orderId: number };
    }>(
      `mutation($key: ID!, $input: PlaceOrderInput!) { placeOrder(idempotencyKey: $key, input: $input) { status orderId orderKey } }`,
      { key: `rotation-${Date.now()}`, input: { paymentMethod: 'cod', billing: billing(email) } },
    );
    expect(placed.data.placeOrder.status).toBe('SUCCEEDED');
    const orderKey = placed.data.placeOrder.orderKey;
    await shopper.graphql(
      'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 2 }) { cart { isEmpty } } }',
      {
        id: kept,
      },
    );
    await shopper.graphql('mutation($id: Int!) { addToWishlist(productId: $id) { count } }', { id: wished });
    const guestCookie = shopper.cookies.get('nails_session')!;
    const planted = copyOf(shopper, stack.gateway);
    expect((await planted.graphql<State>(state, { key: orderKey })).data).toMatchObject({
      cart: { contents: { itemCount: 2 } },
      order: { databaseId: placed.data.placeOrder.orderId },
    });

    const registered = await shopper.graphql(
      `mutation($e: String!, $p: String!) { registerCustomer(input: { email: $e, username: $e, password: $p }) { customer { email } } }`,
      { e: email, p: 'Rotation-Passw0rd!' },
    );
    expect(registered.errors).toBeUndefined();
    const customerCookie = shopper.cookies.get('nails_session')!;
    expect(customerCookie).not.toBe(guestCookie);

    const mine = await shopper.graphql<State>(state, { key: orderKey });
    expect(mine.data.session.signedIn).toBe(true);
    expect(mine.data.cart.contents.itemCount).toBe(2);
    expect(mine.data.wishlist.productIds).toEqual([wished]);
    expect(mine.data.order?.databaseId).toBe(placed.data.placeOrder.orderId);

    // Whoever kept the cookie from before the registration holds nothing.
    const stale = await planted.graphql<State>(state, { key: orderKey });
    expect(stale.data).toEqual({
      session: { signedIn: false },
      cart: { isEmpty: true, contents: { itemCount: 0 } },
      wishlist: { productIds: [] },
      order: null,
    });

    // Sign-out: the cookie is cleared and the signed-in one is anonymous from then on.
    const signedInCopy = copyOf(shopper, stack.gateway);
    const logout = await shopper.graphql<{ logout: { success: boolean } }>(
      'mutation { logout(input: {}) { success } }',
    );
    expect(logout.data.logout.success).toBe(true);
    expect(shopper.cookies.get('nails_session')).toBe('');
    const after = await signedInCopy.graphql<State>(state, { key: orderKey });
    expect(after.data).toMatchObject({ session: { signedIn: false }, cart: { isEmpty: true }, order: null });
    expect(signedInCopy.bodies.at(-1)).not.toContain(email);
  }, 120_000);

  it('sign-in gives a new cookie; the cart goes with it and the old cookie is anonymous', async () => {
    const email = `rotation-login-${Date.now()}@example.com`;
    const password = 'Rotation-Passw0rd!';
    const account = new Browser(stack.gateway);
    await account.graphql(
      `mutation($e: String!, $p: String!) { registerCustomer(input: { email: $e, username: $e, password: $p }) { customer { email } } }`,
      { e: email, p: password },
    );
    const shopper = new Browser(stack.gateway);
    await shopper.graphql(
      'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 3 }) { cart { isEmpty } } }',
      {
        id: productIds[0],
      },
    );
    const planted = copyOf(shopper, stack.gateway);
    const login = await shopper.graphql(
      `mutation($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { user { email } } }`,
      { u: email, p: password },
    );
    expect(login.errors).toBeUndefined();
    expect(shopper.cookies.get('nails_session')).not.toBe(planted.cookies.get('nails_session'));
    const mine = await shopper.graphql<State>(state, { key: 'none' });
    expect(mine.data).toMatchObject({ session: { signedIn: true }, cart: { contents: { itemCount: 3 } } });
    const stale = await planted.graphql<State>(state, { key: 'none' });
    expect(stale.data).toMatchObject({ session: { signedIn: false }, cart: { isEmpty: true } });
    const viewer = await planted.graphql<{ viewer: unknown }>('query { viewer { email } }');
    expect(viewer.data?.viewer ?? null).toBeNull();
  }, 120_000);

  it('an account created at checkout gives a new cookie; the old one is anonymous', async () => {
    const shopper = new Browser(stack.gateway);
    const email = `rotation-checkout-${Date.now()}@example.com`;
    const password = 'Rotation-Passw0rd!';
    await shopper.graphql(
      'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }',
      { id: productIds[1] },
    );
    const planted = copyOf(shopper, stack.gateway);
    const placed = await shopper.graphql<{
      placeOrder: { status: string; orderKey: string; orderId: number };
    }>(
      `mutation($key: ID!, $input: PlaceOrderInput!) { placeOrder(idempotencyKey: $key, input: $input) { status orderId orderKey } }`,
      {
        key: `rotation-account-${Date.now()}`,
        input: { paymentMethod: 'cod', billing: billing(email), account: { username: email, password } },
      },
    );
    expect(placed.data.placeOrder.status).toBe('SUCCEEDED');
    expect(shopper.cookies.get('nails_session')).not.toBe(planted.cookies.get('nails_session'));
    // The storefront signs the new customer in next (behaviour §2); the order is theirs.
    const login = await shopper.graphql(
      `mutation($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { user { email } } }`,
      { u: email, p: password },
    );
    expect(login.errors).toBeUndefined();
    const orderKey = placed.data.placeOrder.orderKey;
    const mine = await shopper.graphql<State>(state, { key: orderKey });
    expect(mine.data.order?.databaseId).toBe(placed.data.placeOrder.orderId);
    const stale = await planted.graphql<State>(state, { key: orderKey });
    expect(stale.data).toMatchObject({ session: { signedIn: false }, cart: { isEmpty: true }, order: null });
  }, 120_000);
});
