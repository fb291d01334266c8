/**
 * A hung PostgreSQL event store (a proxy that keeps the connections open and stops passing bytes,
 * as a stopped or cut-off server does) costs a returning shopper's request at most one time limit
 * once; pages and catalogue reads then run without it and /readyz names it, until it answers again
 * (gateway README "A hung event store").
 */
import net from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, findPostgres, requireService } from '@nails/tests/support/services';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { Browser, startStack, type Stack } from '../support/stack.ts';
import { stubBuild } from '../support/stub-build.ts';

/** A TCP proxy to PostgreSQL that, while `hung`, holds every byte in both directions. */
async function startHangingProxy(target: URL) {
  const held: (() => void)[] = [];
  const state = { hung: false };
  const sockets = new Set<net.Socket>();
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (state.hung) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    hang: () => (state.hung = true),
    resume: () => {
      state.hung = false;
      for (const send of held.splice(0)) send();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const postgres = await requireService(findPostgres);

describe.skipIf(!postgres.url)('a hung event store', () => {
  let database: { url: string; drop(): Promise<void> };
  let proxy: Awaited<ReturnType<typeof startHangingProxy>>;
  let events: EventStore;
  let stack: Stack;
  let shopper: Browser;
  let slugs: string[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(postgres.url!);
    proxy = await startHangingProxy(new URL(database.url));
    const throughProxy = new URL(database.url);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-events-hung-')),
      eventStoreUrl: throughProxy.toString(),
      outbox: { enabled: false },
    });
    stack = await startStack({ WEB_DIST_DIR: stubBuild() }, { events });
    shopper = new Browser(stack.gateway);
    const listing = await shopper.graphql<{
      catalogue: {
        products: { databaseId: number; slug: string; __typename: string; stockStatus?: string }[];
      };
    }>(
      `query { catalogue(perPage: 20) { products { __typename databaseId slug ... on InventoriedProduct { stockStatus } } } }`,
    );
    slugs = listing.data.catalogue.products.map((product) => product.slug);
    const simple = listing.data.catalogue.products.find(
      (product) => product.__typename === 'SimpleProduct' && product.stockStatus === 'IN_STOCK',
    )!;
    // A returning shopper: a session in the event store, a line in the cart.
    const added = await shopper.graphql(
      `mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { contents { itemCount } } } }`,
      { id: simple.databaseId },
    );
    expect(added.errors).toBeUndefined();
    expect(shopper.cookieHeader()).toContain('nails_session=');
  }, 120_000);

  afterAll(async () => {
    proxy?.resume();
    await stack?.close();
    await events?.close();
    await proxy?.close();
    await database?.drop();
  }, 60_000);

  const timed = async <T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> => {
    const started = performance.now();
    const result = await run();
    return { ms: performance.now() - started, result };
  };
  const page = (slug: string) =>
    stack.gateway.inject({
      method: 'GET',
      url: `/product/${slug}`,
      headers: { cookie: shopper.cookieHeader() },
    });
  const catalogue = () =>
    shopper.graphql<{ catalogue: { products: { slug: string }[] } }>(
      `query { catalogue(perPage: 5) { products { slug } } }`,
    );
  const readyz = () => stack.gateway.inject({ method: 'GET', url: '/readyz' });

  it('answers a product page and a catalogue read within 2 s, names the event store in /readyz, and recovers', async () => {
    expect((await readyz()).json()).toMatchObject({ checks: { eventStore: { ok: true } }, degraded: [] });

    proxy.hang();
    const first = await timed(() => page(slugs[1]!));
    expect(first.result.statusCode).toBe(200);
    expect(first.result.body).toMatch(/<h1>(?!missing)[^<]+<\/h1>/);
    expect(first.ms).toBeLessThan(2_000);
    const read = await timed(catalogue);
    expect(read.result.errors).toBeUndefined();
    expect(read.result.data.catalogue.products.length).toBeGreaterThan(0);
    expect(read.ms).toBeLessThan(2_000);
    // The shopper is still who they were: the cart reads from commerce with the session's token.
    const cart = await timed(() =>
      shopper.graphql<{ cart: { contents: { itemCount: number } } }>(
        `query { cart { contents { itemCount } } }`,
      ),
    );
    expect(cart.result.errors).toBeUndefined();
    expect(cart.result.data.cart.contents.itemCount).toBe(1);
    expect(cart.ms).toBeLessThan(2_000);
    const second = await timed(() => page(slugs[2]!));
    expect(second.result.statusCode).toBe(200);
    expect(second.ms).toBeLessThan(2_000);
    const ready = await timed(readyz);
    expect(ready.ms).toBeLessThan(2_000);
    expect(ready.result.statusCode).toBe(200);
    expect(ready.result.json()).toMatchObject({
      status: 'degraded',
      degraded: ['eventStore'],
      checks: { eventStore: { ok: false } },
    });
    console.info(
      `[event store hung] first page ${first.ms.toFixed(0)} ms, catalogue ${read.ms.toFixed(0)} ms, cart ${cart.ms.toFixed(0)} ms, next page ${second.ms.toFixed(0)} ms, /readyz ${ready.ms.toFixed(0)} ms`,
    );

    proxy.resume();
    await expect
      .poll(async () => (await readyz()).json<{ degraded: string[] }>().degraded, {
        timeout: 15_000,
        interval: 200,
      })
      .toEqual([]);
    // Back on the store: a cart change is recorded in the shopper's session again.
    const again = await shopper.graphql<{ cart: { contents: { itemCount: number } } }>(
      `query { cart { contents { itemCount } } }`,
    );
    expect(again.errors).toBeUndefined();
    expect(again.data.cart.contents.itemCount).toBe(1);
  }, 60_000);
});
