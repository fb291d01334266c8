/**
 * The wishlist's changes and the newsletter sign-up are commands (architecture "Commands"): each
 * runs under the shopper's lock, and moving a cart line to the wishlist removes it through the
 * cart's own command inside that same lock, so the cart log knows the line left (a recovery
 * never brings it back). Through the gateway on the embedded stack with the event store.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { Browser, startStack, type Stack } from '../support/stack.ts';

describe('wishlist and newsletter changes as commands', () => {
  let stack: Stack;
  let events: EventStore;
  let productIds: number[];
  /** Every session the shopper's lock was taken for, in order (nested takes of one call included). */
  const locked: string[] = [];

  beforeAll(async () => {
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-wishlist-commands-')),
      outbox: { enabled: false },
    });
    stack = await startStack({}, { events });
    const lock = stack.gateway.upstreams.shopperLock;
    const run = lock.run.bind(lock);
    lock.run = (sessionId, work) => {
      locked.push(sessionId);
      return run(sessionId, work);
    };
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

  /** The session a browser's cookie names: `<id>.<secret>`, signed (ids never hold a dot). */
  const sessionIdOf = (browser: Browser) =>
    decodeURIComponent(browser.cookies.get('nails_session') ?? '').split('.')[0]!;

  it('moves a cart line to the wishlist: the product is wished, the line leaves the cart and the cart log', async () => {
    const shopper = new Browser(stack.gateway);
    const [moved, kept] = productIds;
    const added = await shopper.graphql<{ addToCart: { cartItem: { key: string } } }>(
      'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cartItem { key } } }',
      { id: moved },
    );
    await shopper.graphql(
      'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 2 }) { cart { isEmpty } } }',
      { id: kept },
    );
    const sessionId = sessionIdOf(shopper);
    locked.length = 0;

    const answer = await shopper.graphql<{ moveCartItemToWishlist: { productIds: number[] } }>(
      'mutation($key: ID!, $id: Int!) { moveCartItemToWishlist(key: $key, productId: $id) { productIds } }',
      { key: added.data.addToCart.cartItem.key, id: moved },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.moveCartItemToWishlist.productIds).toEqual([moved]);
    // One change of this session: the wishlist's lock, taken again by the cart's command within it.
    expect(new Set(locked)).toEqual(new Set([sessionId]));

    const cart = await shopper.graphql<{
      cart: { contents: { nodes: { product: { node: { databaseId: number } } }[] } };
    }>('query { cart { contents { nodes { product { node { databaseId } } } } } }');
    expect(cart.data.cart.contents.nodes.map((line) => line.product.node.databaseId)).toEqual([kept]);
    expect(await events.sessions.cartCommands(sessionId)).toEqual([
      { type: 'add', productId: moved, quantity: 1 },
      { type: 'add', productId: kept, quantity: 2 },
      { type: 'remove', keys: [added.data.addToCart.cartItem.key] },
    ]);
  });

  it('adds to and removes from the wishlist under the shopper’s lock', async () => {
    const shopper = new Browser(stack.gateway);
    const [wished] = productIds;
    const first = await shopper.graphql<{ addToWishlist: { productIds: number[] } }>(
      'mutation($id: Int!) { addToWishlist(productId: $id) { productIds } }',
      { id: wished },
    );
    expect(first.data.addToWishlist.productIds).toEqual([wished]);
    const sessionId = sessionIdOf(shopper);
    expect(locked.at(-1)).toBe(sessionId);
    locked.length = 0;
    const removed = await shopper.graphql<{ removeFromWishlist: { productIds: number[] } }>(
      'mutation($id: Int!) { removeFromWishlist(productId: $id) { productIds } }',
      { id: wished },
    );
    expect(removed.data.removeFromWishlist.productIds).toEqual([]);
    expect(locked).toEqual([sessionId]);
  });

  it('signs a shopper with a session up for the newsletter under their lock, and a guest without starting one', async () => {
    const guest = new Browser(stack.gateway);
    locked.length = 0;
    const signedUp = await guest.graphql<{ subscribeToNewsletter: { email: string } }>(
      'mutation($e: String!) { subscribeToNewsletter(email: $e) { email } }',
      { e: 'guest.letters@example.com' },
    );
    expect(signedUp.data.subscribeToNewsletter.email).toBe('guest.letters@example.com');
    expect(guest.cookies.size).toBe(0);
    expect(locked).toEqual([]);

    const shopper = new Browser(stack.gateway);
    await shopper.graphql('mutation($id: Int!) { addToWishlist(productId: $id) { count } }', {
      id: productIds[0],
    });
    const sessionId = sessionIdOf(shopper);
    locked.length = 0;
    await shopper.graphql('mutation($e: String!) { subscribeToNewsletter(email: $e) { email } }', {
      e: 'shopper.letters@example.com',
    });
    expect(locked).toEqual([sessionId]);
  });
});
