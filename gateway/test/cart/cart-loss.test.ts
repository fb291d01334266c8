import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { createGatewayMetrics } from '../../src/observability/metrics.ts';
import { Browser, startStack, type Stack } from '../support/stack.ts';

const cartQuery = `query { cart { isEmpty total contents { itemCount nodes { quantity product { node { databaseId } } } } } }`;

describe('commerce loses its cart data under a token it still accepts', () => {
  let stack: Stack;
  let events: EventStore;
  const metrics = createGatewayMetrics();
  beforeAll(async () => {
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-cart-loss-')),
      outbox: { enabled: false },
    });
    stack = await startStack({}, { events, metrics });
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
  }, 60_000);

  /** Wipes commerce's sessions and carts, as a restored backup or a lost disk would. */
  function wipeCommerceCarts() {
    const db = new Database(path.join(stack.varDir, 'commerce', 'commerce.sqlite'));
    try {
      db.exec('DELETE FROM cart_items; DELETE FROM shop_sessions;');
    } finally {
      db.close();
    }
  }

  const recoveries = async () =>
    (await metrics.registry.getSingleMetric('gateway_cart_recoveries_total')?.get())?.values.find(
      (value) => value.labels.outcome === 'ok',
    )?.value ?? 0;

  it('gets the cart back from the log, and counts the recovery', async () => {
    const browser = new Browser(stack.gateway);
    const listing = await browser.graphql<{
      catalogue: { products: { __typename: string; databaseId: number; stockStatus: string }[] };
    }>(
      `query { catalogue(perPage: 100) { products { __typename databaseId ... on InventoriedProduct { stockStatus } } } }`,
    );
    const [first, second, third] = listing.data.catalogue.products.filter(
      (product) => product.__typename === 'SimpleProduct' && product.stockStatus === 'IN_STOCK',
    );
    const add = `mutation($id: Int!, $q: Int!) { addToCart(input: { productId: $id, quantity: $q }) { cartItem { quantity } } }`;
    for (const [product, quantity] of [
      [first!, 2],
      [second!, 1],
      [third!, 1],
    ] as const) {
      const added = await browser.graphql(add, { id: product.databaseId, q: quantity });
      expect(added.errors).toBeUndefined();
      // The line key the gateway asks for itself never reaches the browser.
      expect(JSON.stringify(added.data)).not.toContain('__gw_');
    }
    // A line removed by its key stays removed after the recovery.
    const lines = await browser.graphql<{
      cart: { contents: { nodes: { key: string; product: { node: { databaseId: number } } }[] } };
    }>(`query { cart { contents { nodes { key product { node { databaseId } } } } } }`);
    const thirdKey = lines.data.cart.contents.nodes.find(
      (line) => line.product.node.databaseId === third!.databaseId,
    )!.key;
    const removed = await browser.graphql(
      `mutation($k: [ID]) { removeItemsFromCart(input: { keys: $k }) { cart { isEmpty } } }`,
      { k: [thirdKey] },
    );
    expect(removed.errors).toBeUndefined();
    const before = await browser.graphql(cartQuery);
    expect(before.data).toMatchObject({ cart: { isEmpty: false, contents: { itemCount: 3 } } });
    const counted = await recoveries();

    wipeCommerceCarts();

    const after = await browser.graphql(cartQuery);
    expect(after.errors).toBeUndefined();
    expect(after.data).toEqual(before.data);
    expect(await recoveries()).toBe(counted + 1);
  });

  it('leaves a cart emptied by the shopper empty', async () => {
    const browser = new Browser(stack.gateway);
    const added = await browser.graphql(
      `mutation { addToCart(input: { productId: ${await aSimpleProduct(browser)}, quantity: 1 }) { cart { isEmpty } } }`,
    );
    expect(added.errors).toBeUndefined();
    const emptied = await browser.graphql(`mutation { emptyCart(input: {}) { cart { isEmpty } } }`);
    expect(emptied.errors).toBeUndefined();
    const counted = await recoveries();
    const cart = await browser.graphql(cartQuery);
    expect(cart.data).toMatchObject({ cart: { isEmpty: true } });
    expect(await recoveries()).toBe(counted);
  });
});

async function aSimpleProduct(browser: Browser): Promise<number> {
  const listing = await browser.graphql<{
    catalogue: { products: { __typename: string; databaseId: number; stockStatus: string }[] };
  }>(
    `query { catalogue(perPage: 100) { products { __typename databaseId ... on InventoriedProduct { stockStatus } } } }`,
  );
  return listing.data.catalogue.products.find(
    (product) => product.__typename === 'SimpleProduct' && product.stockStatus === 'IN_STOCK',
  )!.databaseId;
}
