import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '@nails/platform/sqlite';
import { parseCookie } from '../../src/account/session-store.ts';
import { eraseAtCommerce } from '../../src/privacy/erasure/commerce-erasure.ts';
import { Erasures } from '../../src/privacy/erasure/erasure-process.ts';
import { customerSubject, emailSubject } from '../../src/privacy/shredding/index.ts';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';
import { Browser, startStack, type Stack } from '../support/stack.ts';

const tokenKeys = { current: 'erasure-test-key-0123456789abcdefghijklmnop' };
const postgres = backends()[0]!;

/** Every row of every table of the gateway's database as text: what a stolen backup would show. */
async function dumpDatabase(connectionString: string): Promise<string> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const rows: string[] = [];
    for (const { table_name: table } of tables.rows) {
      const result = await client.query<{ row: string }>(`SELECT t::text AS row FROM "${table}" t`);
      rows.push(...result.rows.map((row) => `${table}: ${row.row}`));
    }
    return rows.join('\n');
  } finally {
    await client.end();
  }
}

interface Shopper {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  phone: string;
}

const shopperNamed = (name: string): Shopper => {
  const tag = randomUUID().slice(0, 8);
  return {
    email: `${name.toLowerCase()}-${tag}@example.com`,
    password: `Erase-${tag}-Passw0rd!`,
    firstName: `${name}${tag}`,
    lastName: `Quillfeather${tag}`,
    street: `Zinnoberweg ${tag}`,
    city: `Veldhaven${tag}`,
    phone: `+31 20 ${tag.replace(/\D/g, '7').slice(0, 7)}`,
  };
};

const personalValues = (shopper: Shopper) => [
  shopper.email,
  shopper.firstName,
  shopper.lastName,
  shopper.street,
  shopper.city,
  shopper.phone,
];

const loginMutation = `mutation($u: String!, $p: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { user { databaseId } }
}`;
const deleteMutation = `mutation($p: String!, $c: String!) {
  deleteMyAccount(input: { password: $p, confirmation: $c }) { erased }
}`;

describe.skipIf(postgres.skip)('deleteMyAccount on PostgreSQL and the embedded commerce', () => {
  let stack: Stack;
  let events: EventStore;
  let productId: number;

  beforeAll(async () => {
    events = await postgres.open({ outbox: { enabled: false }, tokenKeys });
    stack = await startStack({}, { events });
    const listing = await new Browser(stack.gateway).graphql<{
      catalogue: { products: { __typename: string; databaseId: number; stockStatus?: string }[] };
    }>(`{ catalogue(page: 1) { products { __typename databaseId ... on SimpleProduct { stockStatus } } } }`);
    productId = listing.data.catalogue.products.find(
      (entry) => entry.__typename === 'SimpleProduct' && entry.stockStatus !== 'OUT_OF_STOCK',
    )!.databaseId;
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
    await postgres.cleanup();
  }, 60_000);

  /** Registers her, signs her in, and leaves something of hers in every concept: the browser she used. */
  async function customerWithHistory(shopper: Shopper): Promise<{ browser: Browser; customerId: number }> {
    const browser = new Browser(stack.gateway);
    const registered = await browser.graphql(
      `mutation($e: String!, $p: String!, $f: String!, $l: String!) {
        registerCustomer(input: { email: $e, username: $e, password: $p, firstName: $f, lastName: $l }) { customer { email } }
      }`,
      { e: shopper.email, p: shopper.password, f: shopper.firstName, l: shopper.lastName },
    );
    expect(registered.errors).toBeUndefined();
    const login = await browser.graphql<{ login: { user: { databaseId: number } } }>(loginMutation, {
      u: shopper.email,
      p: shopper.password,
    });
    expect(login.errors).toBeUndefined();
    const newsletter = await browser.graphql(
      `mutation($e: String!) { subscribeToNewsletter(email: $e, source: "footer", locale: "en") { alreadySubscribed } }`,
      { e: shopper.email },
    );
    expect(newsletter.errors).toBeUndefined();
    const wished = await browser.graphql(`mutation($id: Int!) { addToWishlist(productId: $id) { count } }`, {
      id: productId,
    });
    expect(wished.data).toEqual({ addToWishlist: { count: 1 } });
    const sized = await browser.graphql(
      `mutation($input: SaveMySizeInput!) { saveMySize(input: $input) { size } }`,
      { input: { size: 'M', widthsMm: [15.5, 12.8, 13.6, 12.1, 10.9] } },
    );
    expect(sized.data).toEqual({ saveMySize: { size: 'M' } });
    const added = await browser.graphql(
      `mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }`,
      { id: productId },
    );
    expect(added.errors).toBeUndefined();
    const placed = await browser.graphql<{ placeOrder: { status: string } }>(
      `mutation($key: ID!, $input: PlaceOrderInput!) { placeOrder(idempotencyKey: $key, input: $input) { status } }`,
      {
        key: randomUUID(),
        input: {
          paymentMethod: 'cod',
          billing: {
            firstName: shopper.firstName,
            lastName: shopper.lastName,
            address1: shopper.street,
            city: shopper.city,
            postcode: '1011 AB',
            country: 'NL',
            email: shopper.email,
            phone: shopper.phone,
          },
        },
      },
    );
    expect(placed.data.placeOrder.status).toBe('SUCCEEDED');
    return { browser, customerId: login.data.login.user.databaseId };
  }

  async function signedInElsewhere(shopper: Shopper): Promise<Browser> {
    const browser = new Browser(stack.gateway);
    const login = await browser.graphql(loginMutation, { u: shopper.email, p: shopper.password });
    expect(login.errors).toBeUndefined();
    return browser;
  }

  const sessionIdOf = (browser: Browser) =>
    parseCookie(stack.gateway.unsignCookie(decodeURIComponent(browser.cookies.get('nails_session')!)).value!)
      .id!;

  /** Her orders as the embedded commerce keeps them. */
  function commerceOrders(customerEmail: string, orderEmails = [customerEmail]) {
    const db = openSqlite(path.join(stack.varDir, 'commerce', 'commerce.sqlite'));
    try {
      const customer = db
        .prepare('SELECT email, first_name, password_hash FROM customers WHERE email = ?')
        .get(customerEmail);
      const orders = db
        .prepare(
          `SELECT billing_email, billing, meta FROM orders WHERE billing LIKE ? OR billing_email IN (${orderEmails
            .map(() => '?')
            .join(',')})`,
        )
        .all(`%${customerEmail}%`, ...orderEmails);
      return { customer, orders };
    } finally {
      db.close();
    }
  }

  it('erases her: no sign-in, no session, nothing of hers after a rebuild nor in the raw tables, orders anonymised', async () => {
    const ada = shopperNamed('Ada');
    const { browser, customerId } = await customerWithHistory(ada);
    const otherTab = await signedInElsewhere(ada);
    const sessions = [sessionIdOf(browser), sessionIdOf(otherTab)];
    // Before: her data is readable through the gateway and in clear nowhere in its tables.
    const before = await dumpDatabase(events.log.connectionString);
    for (const value of personalValues(ada)) expect(before).not.toContain(value);
    expect((await events.newsletter.status(ada.email))?.email).toBe(ada.email);

    const erased = await browser.graphql<{ deleteMyAccount: { erased: boolean } }>(deleteMutation, {
      p: ada.password,
      c: 'DELETE',
    });
    expect(erased.errors).toBeUndefined();
    expect(erased.data.deleteMyAccount).toEqual({ erased: true });

    // She cannot sign in again, her sessions are gone (the other tab too).
    const again = await new Browser(stack.gateway).graphql(loginMutation, { u: ada.email, p: ada.password });
    expect(again.errors?.[0]?.extensions.code).toBe('INVALID_CREDENTIALS');
    for (const id of sessions) {
      const session = await events.sessions.load(id);
      expect(session?.customerId).toBeUndefined();
      expect(session?.authToken).toBeUndefined();
    }
    const tab = await otherTab.graphql<{ wishlist: { count: number } }>('{ wishlist { count } }');
    expect(tab.data.wishlist.count).toBe(0);
    expect((await events.erasures.read(customerId))?.status).toBe('completed');

    // A full rebuild of every projection from the log shows nothing of hers.
    await events.rebuild();
    const snapshot = JSON.stringify(await events.snapshot());
    for (const value of personalValues(ada)) expect(snapshot).not.toContain(value);
    expect(await events.wishlists.items({ kind: 'customer', customerId })).toEqual([]);
    expect(await events.sizes.current({ kind: 'customer', customerId })).toBeUndefined();
    expect((await events.newsletter.status(ada.email))?.status).toBe('erased');
    // Every row of the event store and its projections, as text: none of her fields in clear.
    const dump = (await dumpDatabase(events.log.connectionString)).toLowerCase();
    for (const value of personalValues(ada)) expect(dump).not.toContain(value.toLowerCase());
    // The sealed copies in the log no longer open: her keys are gone.
    const sealedFacts = [...dump.matchAll(/pii:v1:(customer:\d+|email:[0-9a-f]{64})\|[^"\\]+/g)]
      .map((match) => match[0])
      .filter(
        (value) =>
          value.startsWith(`pii:v1:${customerSubject(customerId)}|`) ||
          value.startsWith(`pii:v1:${emailSubject(ada.email)}|`),
      );
    expect(sealedFacts.length).toBeGreaterThan(0);
    for (const value of sealedFacts) expect(await events.personal.openSealed(value)).toBeNull();

    // Commerce: her account holds nothing of her, her order is kept for the books, anonymised.
    const commerce = commerceOrders(ada.email);
    expect(commerce.customer).toBeUndefined();
    expect(commerce.orders).toEqual([]);
    const db = openSqlite(path.join(stack.varDir, 'commerce', 'commerce.sqlite'));
    try {
      const orders = db
        .prepare('SELECT billing_email, billing, meta FROM orders WHERE meta LIKE ?')
        .all('%_anonymized%') as {
        billing_email: string;
        billing: string;
      }[];
      expect(orders.length).toBeGreaterThan(0);
      const anonymised = JSON.stringify(orders);
      for (const value of personalValues(ada)) expect(anonymised).not.toContain(value);
      expect(JSON.parse(orders[0]!.billing)).toMatchObject({ firstName: '[deleted]', country: 'NL' });
    } finally {
      db.close();
    }
  }, 120_000);

  it('refuses another shopper: no session, a guest, a forged cookie, another customer, a wrong phrase', async () => {
    const bea = shopperNamed('Bea');
    const { browser: beasBrowser, customerId } = await customerWithHistory(bea);
    const attempts: [Browser, string, string][] = [];
    // No session at all.
    attempts.push([new Browser(stack.gateway), bea.password, 'AUTH_REQUIRED']);
    // A guest session.
    const guest = new Browser(stack.gateway);
    await guest.graphql('mutation($id: Int!) { addToWishlist(productId: $id) { count } }', { id: productId });
    attempts.push([guest, bea.password, 'AUTH_REQUIRED']);
    // A forged cookie naming her session id without its secret.
    const forged = new Browser(stack.gateway);
    forged.cookies.set('nails_session', encodeURIComponent(`${sessionIdOf(beasBrowser)}.forged-secret`));
    attempts.push([forged, bea.password, 'AUTH_REQUIRED']);
    // Another customer who knows her password erases only herself, never Bea: her own password is asked.
    const cleo = shopperNamed('Cleo');
    const cleos = await customerWithHistory(cleo);
    attempts.push([cleos.browser, bea.password, 'INVALID_CREDENTIALS']);
    for (const [browser, password, code] of attempts) {
      const refused = await browser.graphql(deleteMutation, { p: password, c: 'DELETE' });
      expect(refused.errors?.[0]?.extensions.code).toBe(code);
    }
    // Her own session with a wrong phrase or a wrong password.
    const wrongPhrase = await beasBrowser.graphql(deleteMutation, { p: bea.password, c: 'delete it' });
    expect(wrongPhrase.errors?.[0]?.extensions.code).toBe('CONFIRMATION_MISMATCH');
    const wrongPassword = await beasBrowser.graphql(deleteMutation, { p: 'not-her-password', c: 'DELETE' });
    expect(wrongPassword.errors?.[0]?.extensions.code).toBe('INVALID_CREDENTIALS');
    // Nothing was erased: she and Cleo still sign in, her data still opens.
    expect(await events.erasures.read(customerId)).toBeUndefined();
    for (const shopper of [bea, cleo]) {
      const login = await new Browser(stack.gateway).graphql(loginMutation, {
        u: shopper.email,
        p: shopper.password,
      });
      expect(login.errors).toBeUndefined();
    }
    expect((await events.newsletter.status(bea.email))?.email).toBe(bea.email);
    expect(await events.wishlists.items({ kind: 'customer', customerId })).toHaveLength(1);
  }, 120_000);

  it('a gateway that stops between steps resumes the erasure to the same end at its next start', async () => {
    // The app's own worker stays out of the way: this test plays the process that died and the next one.
    await events.erasures.stop();
    const dora = shopperNamed('Dora');
    const { browser, customerId } = await customerWithHistory(dora);
    const sessionId = sessionIdOf(browser);
    // The request and the commerce step are recorded, then the process dies ending her sessions.
    const dying = new Erasures({
      log: events.log,
      personal: events.personal,
      wishlists: events.wishlists,
      sizes: events.sizes,
      newsletter: events.newsletter,
      minBackoffMs: 1,
      sessions: Object.assign(Object.create(events.sessions) as typeof events.sessions, {
        signOut: () => Promise.reject(new Error('the process was killed')),
      }),
    });
    dying.useCommerce(async (id) =>
      eraseAtCommerce(stack.gateway.upstreams.transport, await events.sessions.load(id)),
    );
    await dying.stop();
    await dying.request({
      customerId,
      emailSubject: emailSubject(dora.email),
      sessionId,
      requestedAt: new Date().toISOString(),
    });
    await expect(dying.run(customerId)).rejects.toThrow('the process was killed');
    const midway = await events.erasures.read(customerId);
    expect(midway).toMatchObject({ status: 'pending', done: ['commerce', 'shopperRecords'], attempts: 1 });

    // The next start: a store opened again on the same database, its worker resumes what is due.
    const restarted = await postgres.reopen({ outbox: { enabled: false }, tokenKeys });
    try {
      const resumed = new Erasures({
        log: restarted.log,
        personal: restarted.personal,
        wishlists: restarted.wishlists,
        sizes: restarted.sizes,
        newsletter: restarted.newsletter,
        sessions: restarted.sessions,
        minBackoffMs: 1,
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      resumed.useCommerce(async () => {
        throw new Error('commerce was done before the crash; it is not asked again');
      });
      await resumed.stop();
      await resumed.resumePending();
      const done = await restarted.erasures.read(customerId);
      expect(done).toMatchObject({
        status: 'completed',
        done: ['commerce', 'shopperRecords', 'sessions', 'keys'],
      });
      expect((await restarted.sessions.load(sessionId))?.authToken).toBeUndefined();
      const again = await new Browser(stack.gateway).graphql(loginMutation, {
        u: dora.email,
        p: dora.password,
      });
      expect(again.errors?.[0]?.extensions.code).toBe('INVALID_CREDENTIALS');
      const dump = (await dumpDatabase(restarted.log.connectionString)).toLowerCase();
      for (const value of personalValues(dora)) expect(dump).not.toContain(value.toLowerCase());
    } finally {
      await restarted.close();
    }
  }, 120_000);
});
