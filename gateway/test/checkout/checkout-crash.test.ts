import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce } from '@nails/commerce';
import { startContent } from '@nails/content';
import { createPostgresDatabase, findPostgres, requireService } from '@nails/tests/support/services';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import type { SessionDoc } from '../../src/account/session-model.ts';
import {
  HttpBrowser,
  startGatewayProcess,
  startSlowProxy,
  type GatewayProcess,
} from '../support/gateway-process.ts';

const postgres = await requireService(findPostgres);
const tokenKey = 'crash-test-token-key-0123456789abcdefghij';

const placeOrder = `mutation($key: ID!) {
  placeOrder(idempotencyKey: $key, input: { paymentMethod: "cod", billing: { firstName: "Ada", lastName: "Lovelace", address1: "Street 1", city: "Berlin", postcode: "10115", country: "DE", email: "ada@example.com", phone: "+49 30 1234567" } }) {
    status orderId orderNumber replayed errorCode errorMessage
  }
}`;
const cartQuery = `query { cart { isEmpty contents { itemCount nodes { quantity product { node { databaseId } } } } } }`;

describe.skipIf(!postgres.url)('a gateway killed while commerce places the order', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'gw-crash-'));
  let database: { url: string; drop(): Promise<void> };
  let closeUpstreams: () => Promise<void>;
  let proxy: Awaited<ReturnType<typeof startSlowProxy>>;
  let gateway: GatewayProcess | undefined;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    database = await createPostgresDatabase(postgres.url!);
    const upstreamEnv = { VAR_DIR: varDir, LOG_LEVEL: 'warn', COMMERCE_WEBHOOK_URLS: '' };
    const content = await startContent({ host: '127.0.0.1', port: 0, env: upstreamEnv });
    const commerce = await startCommerce({ host: '127.0.0.1', port: 0, env: upstreamEnv });
    closeUpstreams = async () => {
      await commerce.close();
      await content.close();
    };
    proxy = await startSlowProxy(commerce.url);
    env = {
      VAR_DIR: varDir,
      EVENT_STORE_URL: database.url,
      TOKEN_ENCRYPTION_KEY: tokenKey,
      COMMERCE_GRAPHQL_URL: `${proxy.url}/graphql`,
      CONTENT_API_URL: content.url,
      PERSISTED_QUERIES_FILE: path.join(varDir, 'none.json'),
      WEB_DIST_DIR: path.join(varDir, 'web-dist'),
      REDIS_URL: '',
      METRICS_PORT: '',
    };
  }, 180_000);
  afterAll(async () => {
    await gateway?.kill('SIGKILL');
    await proxy?.close();
    await closeUpstreams?.();
    await database?.drop();
    rmSync(varDir, { recursive: true, force: true });
  }, 60_000);

  it('answers the order on the retry after a restart, and a cart recovery brings nothing back', async () => {
    gateway = await startGatewayProcess(env);
    const browser = new HttpBrowser(gateway.url);
    expect((await addInStockProduct(browser, 2)).errors).toBeUndefined();

    // Commerce takes 4 s over this checkout; the gateway dies once it recorded the request.
    proxy.state.delayMs = 4_000;
    const key = `crash-${Date.now()}`;
    const lost = browser.graphql(placeOrder, { key }).catch((error: unknown) => error);
    const log = new pg.Client({ connectionString: database.url });
    await log.connect();
    try {
      await expect
        .poll(
          async () =>
            (
              await log.query(
                `SELECT 1 FROM emt_messages WHERE stream_id = $1 AND message_type = 'CheckoutRequested'`,
                [`checkout-${key}`],
              )
            ).rowCount,
          { timeout: 10_000 },
        )
        .toBe(1);
      await expect.poll(() => proxy.state.held, { timeout: 10_000 }).toBe(1);
    } finally {
      await log.end();
    }
    await gateway.kill('SIGKILL');
    expect(await lost).toBeInstanceOf(Error); // the connection died with the process

    gateway = await startGatewayProcess(env);
    browser.base = gateway.url;
    const retry = await browser.graphql<{
      placeOrder: { status: string; orderId: number; orderNumber: string; replayed: boolean };
    }>(placeOrder, { key });
    expect(retry.status).toBe(200);
    expect(retry.errors).toBeUndefined();
    expect(retry.data.placeOrder).toMatchObject({ status: 'SUCCEEDED', replayed: true });
    expect(retry.data.placeOrder.orderNumber).toBe(String(retry.data.placeOrder.orderId));
    proxy.state.delayMs = 0;

    // Commerce holds one order with this key, and it is the one answered.
    const orders = await browser.graphql<{
      customer: { orders: { nodes: { databaseId: number; metaData: { key: string; value: string }[] }[] } };
    }>(`query { customer { orders(first: 20) { nodes { databaseId metaData { key value } } } } }`);
    const withKey = orders.data.customer.orders.nodes.filter((order) =>
      order.metaData.some((entry) => entry.value === key),
    );
    expect(withKey.map((order) => order.databaseId)).toEqual([retry.data.placeOrder.orderId]);

    // The upstream loses the session: the cart is rebuilt from the log, without what was bought.
    const sessionId = decodeURIComponent(browser.cookie.split('=')[1]!).split('.')[0]!;
    const events: EventStore = await openEventStore({
      dataDir: varDir,
      eventStoreUrl: database.url,
      tokenKeys: { current: tokenKey },
      outbox: { enabled: false },
    });
    try {
      await events.sessions.attachUpstreamSession(
        sessionId,
        'eyJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJlbHNld2hlcmUifQ.x',
      );
      const cart = await browser.graphql<{ cart: { isEmpty: boolean; contents: { itemCount: number } } }>(
        cartQuery,
      );
      expect(cart.errors).toBeUndefined();
      expect(cart.data.cart).toMatchObject({ isEmpty: true, contents: { itemCount: 0 } });
      const doc = await events.log.read<SessionDoc>('sessions', `session-${sessionId}`);
      expect(doc?.recoveries).toBe(1);
    } finally {
      await events.close();
    }
  }, 180_000);

  it('a repeat while commerce is slower than the wait answers CHECKOUT_IN_PROGRESS in time, then the order', async () => {
    // The default CHECKOUT_WAIT_MS against the server's real timeouts: no dropped connection.
    const browser = new HttpBrowser(gateway!.url);
    expect((await addInStockProduct(browser, 1)).errors).toBeUndefined();

    // Commerce needs 20 s: longer than the gateway's commerce timeout (8 s) and than the wait.
    proxy.state.delayMs = 20_000;
    const held = proxy.state.held;
    const answered = proxy.state.answered;
    const key = `slow-${Date.now()}`;
    const first = browser.graphql(placeOrder, { key });
    await expect.poll(() => proxy.state.held, { timeout: 10_000 }).toBe(held + 1);
    const started = Date.now();
    const repeat = await browser.graphql(placeOrder, { key });
    const waited = Date.now() - started;
    expect(repeat.status).toBe(200);
    expect(repeat.errors?.[0]?.extensions).toMatchObject({ code: 'CHECKOUT_IN_PROGRESS', retryAfter: 5 });
    expect(waited).toBeLessThan(30_000);
    const firstAnswer = await first;
    expect(firstAnswer.status).toBe(200);
    expect(firstAnswer.errors?.[0]?.extensions.code).toBe('CHECKOUT_IN_PROGRESS');

    await expect.poll(() => proxy.state.answered, { timeout: 30_000 }).toBe(answered + 1);
    proxy.state.delayMs = 0;
    const later = await browser.graphql<{ placeOrder: { status: string; orderNumber: string } }>(placeOrder, {
      key,
    });
    expect(later.errors).toBeUndefined();
    expect(later.data.placeOrder).toMatchObject({ status: 'SUCCEEDED', replayed: true });
    expect(later.data.placeOrder.orderNumber).toMatch(/^\d+$/);
  }, 120_000);

  it('an order commerce places slower than its timeout still ends the first request with the order', async () => {
    // A loaded machine: commerce needs 11 s, past the gateway's commerce timeout (8 s) but within
    // the shopper's wait (15 s). The request keeps asking commerce instead of answering
    // CHECKOUT_IN_PROGRESS, so the storefront goes on to order received.
    const browser = new HttpBrowser(gateway!.url);
    expect((await addInStockProduct(browser, 1)).errors).toBeUndefined();
    proxy.state.delayMs = 11_000;
    const key = `slower-${Date.now()}`;
    try {
      const first = await browser.graphql<{ placeOrder: { status: string; orderNumber: string } }>(
        placeOrder,
        {
          key,
        },
      );
      expect(first.errors).toBeUndefined();
      expect(first.data.placeOrder).toMatchObject({ status: 'SUCCEEDED' });
      expect(first.data.placeOrder.orderNumber).toMatch(/^\d+$/);
    } finally {
      proxy.state.delayMs = 0;
    }
  }, 120_000);
});

/** Puts `quantity` of the first in-stock simple product in the cart, as a shopper would. */
async function addInStockProduct(browser: HttpBrowser, quantity: number) {
  const listing = await browser.graphql<{
    catalogue: { products: { __typename: string; databaseId: number; stockStatus: string }[] };
  }>(
    `query { catalogue(perPage: 100) { products { __typename databaseId ... on InventoriedProduct { stockStatus } } } }`,
  );
  const product = listing.data.catalogue.products.find(
    (candidate) => candidate.__typename === 'SimpleProduct' && candidate.stockStatus === 'IN_STOCK',
  )!;
  return browser.graphql(
    `mutation($id: Int!, $quantity: Int!) { addToCart(input: { productId: $id, quantity: $quantity }) { cart { isEmpty } } }`,
    { id: product.databaseId, quantity },
  );
}
