import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCookie } from '../../src/account/session-store.ts';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { Browser, startStack, type Stack } from '../support/stack.ts';

const cartFields = `cart { isEmpty total subtotal discountTotal chosenShippingMethods appliedCoupons { code }
  availableShippingMethods { rates { id label cost } }
  contents { itemCount nodes { key quantity product { node { databaseId name } } } } }`;

describe('the shopper path through the gateway, with the cookie alone', () => {
  let stack: Stack;
  let events: EventStore;
  let browser: Browser;
  const email = `shopper${Date.now()}@example.com`;
  const password = 'correct horse battery staple';

  beforeAll(async () => {
    // The checkout is the gateway's placeOrder, whose attempts the event store keeps.
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-shopper-path-')),
      outbox: { enabled: false },
    });
    stack = await startStack({}, { events });
    browser = new Browser(stack.gateway);
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
  }, 60_000);

  it('browses a filtered listing and a product', async () => {
    const { data, errors } = await browser.graphql<{
      catalogue: { products: { databaseId: number; slug: string }[] };
    }>(
      `query { catalogue(filter: "sale[true]", orderby: "price", order: "ASC") { total products { databaseId slug onSale } } }`,
    );
    expect(errors).toBeUndefined();
    const first = data.catalogue.products[0]!;
    const product = await browser.graphql<{ product: { slug: string } }>(
      `query($slug: ID!) { product(id: $slug, idType: SLUG) { slug name } }`,
      { slug: first.slug },
    );
    expect(product.data.product.slug).toBe(first.slug);
    expect(browser.cookies.size).toBe(0); // browsing creates no session
  });

  it('adds to cart, applies a coupon and picks shipping with only the session cookie', async () => {
    const listing = await browser.graphql<{
      catalogue: { products: { databaseId: number; __typename: string }[] };
    }>(`query { catalogue(perPage: 50) { products { __typename databaseId } } }`);
    const simple = listing.data.catalogue.products.find((product) => product.__typename === 'SimpleProduct')!;
    const added = await browser.graphql<{ addToCart: { cart: { contents: { itemCount: number } } } }>(
      `mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 2 }) { ${cartFields} } }`,
      { id: simple.databaseId },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.addToCart.cart.contents.itemCount).toBe(2);
    expect([...browser.cookies.keys()]).toEqual(['nails_session']);
    expect(added.response.headers['woocommerce-session']).toBeUndefined();

    const again = await browser.graphql<{ cart: { contents: { itemCount: number } } }>(
      `query { ${cartFields} }`,
    );
    expect(again.data.cart.contents.itemCount).toBe(2);

    const coupon = await browser.graphql(
      `mutation { applyCoupon(input: { code: "WELCOME10" }) { applied { code } ${cartFields} } }`,
    );
    expect(coupon.errors).toBeUndefined();
    const country = await browser.graphql(
      `mutation { updateCustomer(input: { isSession: true, shipping: { country: DE, postcode: "10115", city: "Berlin" } }) { customer { calculatedShipping } } }`,
    );
    expect(country.errors).toBeUndefined();
    const withRates = await browser.graphql<{
      cart: { availableShippingMethods: { rates: { id: string }[] }[] };
    }>(`query { ${cartFields} }`);
    const rate = withRates.data.cart.availableShippingMethods[0]?.rates[0]?.id;
    expect(rate).toBeTruthy();
    const shipping = await browser.graphql(
      `mutation($rate: String!) { updateShippingMethod(input: { shippingMethods: [$rate] }) { ${cartFields} } }`,
      { rate },
    );
    expect(shipping.errors).toBeUndefined();

    // Every cart change is recorded for cart recovery, oldest first.
    const signed = decodeURIComponent(browser.cookies.get('nails_session')!);
    const { id } = parseCookie(stack.gateway.unsignCookie(signed).value!);
    const commands = await stack.gateway.sessionStore.cartCommands(id);
    expect(commands.map((command) => command.type)).toEqual([
      'add',
      'coupon.apply',
      'shipping.address',
      'shipping.method',
    ]);
    expect(commands[0]).toMatchObject({ type: 'add', productId: simple.databaseId, quantity: 2 });
  });

  it('registers, signs in, checks out, sees the order and signs out', async () => {
    const registered = await browser.graphql(
      `mutation($email: String!, $password: String!) { registerCustomer(input: { email: $email, username: $email, password: $password }) { customer { email } } }`,
      { email, password },
    );
    expect(registered.errors).toBeUndefined();
    const login = await browser.graphql<{ login: { user: { email: string } } }>(
      `mutation($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { authTokenExpiration user { email } customer { email } } }`,
      { u: email, p: password },
    );
    expect(login.errors).toBeUndefined();
    expect(login.data.login.user.email).toBe(email);
    const session = await browser.graphql<{ session: { signedIn: boolean }; viewer: { email: string } }>(
      `query { session { signedIn } viewer { email } }`,
    );
    expect(session.data).toMatchObject({ session: { signedIn: true }, viewer: { email } });

    const placed = await browser.graphql<{ placeOrder: { status: string; orderId: number } }>(
      `mutation($key: ID!, $email: String!) { placeOrder(idempotencyKey: $key, input: { paymentMethod: "cod", billing: { firstName: "Ada", lastName: "Lovelace", address1: "Street 1", city: "Berlin", postcode: "10115", country: "DE", email: $email, phone: "+49 30 1234567" } }) { status orderId orderNumber } }`,
      { key: `shopper-path-${Date.now()}`, email },
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.status).toBe('SUCCEEDED');
    const orders = await browser.graphql<{ customer: { orders: { nodes: { databaseId: number }[] } } }>(
      `query { customer { orders(first: 100) { nodes { databaseId } } } }`,
    );
    expect(orders.data.customer.orders.nodes.map((order) => order.databaseId)).toContain(
      placed.data.placeOrder.orderId,
    );

    const logout = await browser.graphql<{ logout: { success: boolean } }>(
      `mutation { logout(input: {}) { success } }`,
    );
    expect(logout.data.logout.success).toBe(true);
    const after = await browser.graphql<{ session: { signedIn: boolean } }>(`query { session { signedIn } }`);
    expect(after.data.session.signedIn).toBe(false);
  });

  it('never sent the browser an upstream token', () => {
    const all = browser.bodies.join('\n');
    expect(all).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/); // a JWT
    expect(all).not.toMatch(/authToken"|refreshToken"|sessionToken"|wooSessionToken"/);
  });
});
