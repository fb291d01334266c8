import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataSections } from '../../src/privacy/personal-data.ts';
import { myDataLimits } from '../../src/routes/my-data.ts';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { Browser, startStack, type Stack } from '../support/stack.ts';

const register = `mutation($e: String!, $p: String!) {
  registerCustomer(input: { email: $e, username: $e, password: $p }) { customer { email } }
}`;
const login = `mutation($u: String!, $p: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { user { email } }
}`;
const password = 'Export-Passw0rd!';

interface Export {
  format: string;
  commerce: {
    account: { email: string; firstName: string | null };
    addresses: { billing: { city: string | null } | null };
    orders: { databaseId: number; billing: { city: string | null; phone: string | null } | null }[];
    downloads: unknown[];
    reviews: {
      content: string;
      approved: boolean;
      product: { databaseId: number; name: string } | null;
    }[];
  };
  gateway: {
    wishlist: { productId: number }[];
    newsletter: { email: string; source: string } | null;
    sessions: { session: string; signedIn: boolean; cartChanges: unknown[] }[];
    checkoutAttempts: { status: string; order?: { orderId: number } }[];
  };
}

/** Privacy README "Export": `GET /account/my-data.json` through the gateway on the embedded stack. */
describe('GET /account/my-data.json', () => {
  let stack: Stack;
  let events: EventStore;
  let productId: number;
  let productName: string;
  const logLines: Record<string, unknown>[] = [];

  const download = (browser?: Browser, cookie = browser?.cookieHeader()) =>
    stack.gateway.inject({ method: 'GET', url: '/account/my-data.json', headers: cookie ? { cookie } : {} });

  /** A new customer, signed in on a browser of her own. */
  const customer = async (label: string) => {
    const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
    const browser = new Browser(stack.gateway);
    expect((await browser.graphql(register, { e: email, p: password })).errors).toBeUndefined();
    expect((await browser.graphql(login, { u: email, p: password })).errors).toBeUndefined();
    return { email, browser };
  };

  beforeAll(async () => {
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-my-data-')),
      outbox: { enabled: false },
    });
    stack = await startStack(
      // Its own counters: rate-limit windows of an earlier run (same customer ids) must not count.
      { REDIS_KEY_PREFIX: `test-my-data-${randomUUID()}:` },
      { events },
      {
        logger: { level: 'info', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } },
      },
    );
    const listing = await new Browser(stack.gateway).graphql<{
      catalogue: {
        products: { __typename: string; databaseId: number; name: string; stockStatus: string }[];
      };
    }>(
      'query { catalogue(perPage: 100) { products { __typename databaseId name ... on InventoriedProduct { stockStatus } } } }',
    );
    ({ databaseId: productId, name: productName } = listing.data.catalogue.products.find(
      (product) => product.__typename === 'SimpleProduct' && product.stockStatus === 'IN_STOCK',
    )!);
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
  });

  it('gives the signed-in customer a file with each section of what the shop holds on her, and logs no content', async () => {
    const { email, browser } = await customer('owner');
    await browser.graphql('mutation($id: Int!) { addToWishlist(productId: $id) { productIds } }', {
      id: productId,
    });
    await browser.graphql(
      'mutation($e: String!) { subscribeToNewsletter(email: $e, source: "footer") { email } }',
      {
        e: email,
      },
    );
    await browser.graphql(
      'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }',
      {
        id: productId,
      },
    );
    const placed = await browser.graphql<{ placeOrder: { status: string; orderId: number } }>(
      'mutation($key: ID!, $input: PlaceOrderInput!) { placeOrder(idempotencyKey: $key, input: $input) { status orderId } }',
      {
        key: randomUUID(),
        input: {
          paymentMethod: 'cod',
          billing: {
            firstName: 'Ada',
            lastName: 'Exporter',
            address1: 'Unter den Linden 1',
            city: 'Berlin',
            postcode: '10117',
            country: 'DE',
            email,
            phone: '030 1234567',
          },
        },
      },
    );
    expect(placed.data.placeOrder.status).toBe('SUCCEEDED');
    const linesBefore = logLines.length;

    const response = await download(browser);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const file = response.json<Export>();
    expect(file.format).toBe('nails-personal-data/1');
    expect(file.commerce.account.email).toBe(email);
    const order = file.commerce.orders.find((entry) => entry.databaseId === placed.data.placeOrder.orderId);
    expect(order?.billing).toMatchObject({ city: 'Berlin', phone: '030 1234567' });
    expect(file.gateway.wishlist.map((item) => item.productId)).toEqual([productId]);
    expect(file.gateway.newsletter).toMatchObject({ email, source: 'footer' });
    expect(file.gateway.sessions).toHaveLength(1);
    expect(file.gateway.sessions[0]!.signedIn).toBe(true);
    expect(file.gateway.checkoutAttempts).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        order: expect.objectContaining({ orderId: placed.data.placeOrder.orderId }),
      }),
    ]);
    // No secret of the session: neither its id nor its cookie, nor a token (JWTs start eyJ).
    const cookieValue = decodeURIComponent([...browser.cookies.values()][0]!);
    const sessionId = cookieValue.split('.')[0]!;
    expect(response.body).not.toContain(sessionId);
    expect(response.body).not.toMatch(/eyJ[\w-]+\.[\w-]+/);

    const exportLines = logLines.slice(linesBefore);
    // Every section of the registry is in the file, those of other concepts (size, stock alerts) too.
    const registered = personalDataSections(events).map(({ name }) => name);
    expect(registered).toEqual(
      expect.arrayContaining(['wishlist', 'newsletter', 'sessions', 'checkoutAttempts']),
    );
    expect(Object.keys(file.gateway)).toEqual(registered);
    expect(exportLines.find((line) => line.msg === 'personal data exported')).toMatchObject({
      sections: registered,
      orders: 1,
    });
    const logged = JSON.stringify(exportLines);
    for (const personal of [email, 'Exporter', 'Unter den Linden', '030 1234567'])
      expect(logged).not.toContain(personal);
  });

  it('gives another customer her own data only: her reviews, held ones too, and none of the first’s', async () => {
    const first = await customer('first');
    await first.browser.graphql('mutation($id: Int!) { addToWishlist(productId: $id) { productIds } }', {
      id: productId,
    });
    const other = await customer('other');
    const theirs = `Popped off on day two (${randomUUID().slice(0, 8)})`;
    const mine = `Kept their shine for ten days (${randomUUID().slice(0, 8)})`;
    for (const [who, content] of [
      [first, theirs],
      [other, mine],
    ] as const) {
      const written = await who.browser.graphql(
        'mutation($input: WriteReviewInput!) { writeReview(input: $input) { rating } }',
        { input: { commentOn: productId, rating: 5, content, author: 'Ada', authorEmail: who.email } },
      );
      expect(written.errors).toBeUndefined();
    }

    const response = await download(other.browser, `${other.browser.cookieHeader()}`);

    expect(response.statusCode).toBe(200);
    const file = response.json<Export>();
    expect(file.commerce.account.email).toBe(other.email);
    expect(file.gateway.wishlist).toEqual([]);
    // A new reviewer's review is held by the shop's default (WordPress's), and still hers to see.
    expect(file.commerce.reviews).toEqual([
      {
        databaseId: expect.any(Number),
        date: expect.any(String),
        content: mine,
        approved: false,
        product: { databaseId: productId, name: productName },
      },
    ]);
    expect(response.body).not.toContain(first.email);
    expect(response.body).not.toContain(theirs);
  });

  it('refuses without a session, for a guest session, a forged cookie and a signed-out cookie, with stable codes', async () => {
    const noSession = await download();
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const guest = new Browser(stack.gateway);
    await guest.graphql('mutation($id: Int!) { addToWishlist(productId: $id) { productIds } }', {
      id: productId,
    });
    expect(guest.cookies.size).toBe(1);
    expect((await download(guest)).json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const { browser } = await customer('forged');
    const [name, value] = [...browser.cookies][0]!;
    const unsigned = decodeURIComponent(value).replace(/\.[^.]+$/, '');
    // Unsigned, a signature of another value, and the session id with a guessed secret.
    for (const forged of [
      unsigned,
      `${unsigned.slice(0, -2)}xx.${decodeURIComponent(value).split('.').pop()}`,
      `${unsigned.split('.')[0]}.guessed`,
    ]) {
      const refused = await download(undefined, `${name}=${encodeURIComponent(forged)}`);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }

    const copied = browser.cookieHeader();
    const loggedOut = await browser.graphql<{ logout: { success: boolean } }>(
      'mutation { logout(input: {}) { success } }',
    );
    expect(loggedOut.data.logout.success).toBe(true);
    const signedOut = await download(undefined, copied);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it(`answers RATE_LIMITED with Retry-After past ${myDataLimits.perCustomer} downloads in the window`, async () => {
    const { browser } = await customer('limited');
    for (let attempt = 0; attempt < myDataLimits.perCustomer; attempt++)
      expect((await download(browser)).statusCode).toBe(200);

    const refused = await download(browser);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
