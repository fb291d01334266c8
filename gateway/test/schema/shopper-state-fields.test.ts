import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutResolvers, checkoutTypeDefs } from '../../src/checkout/checkout-schema.ts';
import { newsletterResolvers, newsletterTypeDefs } from '../../src/newsletter/newsletter-schema.ts';
import { wishlistResolvers, wishlistTypeDefs } from '../../src/wishlist/wishlist-schema.ts';
import type { PlacedOrder } from '../../src/checkout/checkout-model.ts';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';

/** The request context the gateway would build from the session cookie. */
interface Context {
  sessionId?: string;
}

// The GraphQL surface is store-independent: the embedded store is enough here.
const backend = backends().find((candidate) => candidate.name === 'embedded PGlite')!;

describe('events GraphQL surface', () => {
  let events: EventStore;
  let ordersPlaced = 0;
  const removedCartKeys: string[] = [];
  let run: (
    source: string,
    context: Context,
    variables?: Record<string, unknown>,
  ) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

  beforeAll(async () => {
    events = await backend.open({ purchaseFeedEnabled: true, outbox: { enabled: false } });
    const session = async (context: Context, { create }: { create: boolean }) => {
      if (context.sessionId) return events.sessions.load(context.sessionId);
      if (!create) return undefined;
      const created = await events.sessions.create();
      context.sessionId = created.id;
      return created;
    };
    const resolvers = [
      wishlistResolvers<Context>({
        wishlists: events.wishlists,
        session,
        // The shopper's lock is the gateway's (test/wishlist/wishlist-commands.test.ts); here one caller at a time.
        underLock: (_context, body) => body(),
        removeCartItems: async (_context, keys) => {
          removedCartKeys.push(...keys);
        },
        // Commerce stood in for: every product exists, the cart holds product 22 as line-9.
        productExists: async () => true,
        cartLineProduct: async (_context, key) => (key === 'line-9' ? 22 : undefined),
      }),
      newsletterResolvers({
        newsletter: events.newsletter,
        settings: async () => ({ code: 'NAILS10', message: 'Welcome!' }),
      }),
      checkoutResolvers<Context>({
        checkout: events.checkout,
        orders: events.orders,
        purchaseFeedEnabled: events.purchaseFeedEnabled,
        session,
        // The checkout's idempotency as the command runs it (checkout/place-order.ts), commerce stood in for.
        placeOrder: async (context, idempotencyKey) => {
          const { id } = (await session(context, { create: true }))!;
          return events.checkout.run(idempotencyKey, id, async (): Promise<PlacedOrder> => {
            ordersPlaced += 1;
            await new Promise((resolve) => setTimeout(resolve, 30));
            return {
              orderId: 500 + ordersPlaced,
              orderNumber: `${500 + ordersPlaced}`,
              firstName: 'Lea',
              city: 'Ghent',
              subject: 'customer:77',
            };
          });
        },
      }),
    ];
    const schema = makeExecutableSchema({
      typeDefs: [wishlistTypeDefs, newsletterTypeDefs, checkoutTypeDefs],
      resolvers,
    });
    run = async (source, context, variables) =>
      graphql({ schema, source, contextValue: context, variableValues: variables });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  it('answers a newsletter sign-up with the discount code at once, and refuses bad addresses with behaviour §5 messages', async () => {
    const mutation =
      'mutation ($email: String!) { subscribeToNewsletter(email: $email) { email code message alreadySubscribed } }';
    expect(await run(mutation, {}, { email: 'mia@example.com' })).toEqual({
      data: {
        subscribeToNewsletter: {
          email: 'mia@example.com',
          code: 'NAILS10',
          message: 'Welcome!',
          alreadySubscribed: false,
        },
      },
    });
    const empty = await run(mutation, {}, { email: '' });
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Please enter your email address',
      extensions: { code: 'BAD_USER_INPUT', reason: 'EMAIL_REQUIRED', field: 'email' },
    });
    const invalid = await run(mutation, {}, { email: 'mia.example.com' });
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'Please enter a valid email address',
      extensions: { reason: 'EMAIL_INVALID' },
    });
  });

  it('keeps a guest wishlist: add, move from the cart, remove', async () => {
    const context: Context = {};
    expect(await run('{ wishlist { owner count items { productId } } }', context)).toEqual({
      data: { wishlist: { owner: 'GUEST', count: 0, items: [] } },
    });
    await run('mutation { addToWishlist(productId: 21) { count } }', context);
    const moved = await run(
      'mutation { moveCartItemToWishlist(key: "line-9", productId: 22) { productIds } }',
      context,
    );
    expect(moved).toEqual({ data: { moveCartItemToWishlist: { productIds: [21, 22] } } });
    expect(removedCartKeys).toEqual(['line-9']);
    const removed = await run('mutation { removeFromWishlist(productId: 21) { productIds count } }', context);
    expect(removed).toEqual({ data: { removeFromWishlist: { productIds: [22], count: 1 } } });
    const bad = await run('mutation { addToWishlist(productId: -3) { count } }', context);
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('places one order for two racing placeOrder calls with one key, and shows it in the purchase feed', async () => {
    const context: Context = {};
    await run('{ wishlist { count } }', context);
    const mutation = `mutation ($key: ID!) {
      placeOrder(idempotencyKey: $key, input: { paymentMethod: "stripe", billing: { firstName: "Lea", city: "Ghent" } }) {
        status orderId replayed
      }
    }`;
    const session = await events.sessions.create();
    const shopper: Context = { sessionId: session.id };
    const key = 'gql-key-000001';
    const results = await Promise.all([run(mutation, shopper, { key }), run(mutation, shopper, { key })]);
    expect(ordersPlaced).toBe(1);
    const answers = results.map(
      (result) => (result.data as { placeOrder: { status: string; orderId: number } }).placeOrder,
    );
    expect(answers.map((answer) => answer.orderId)).toEqual([501, 501]);
    expect(answers.every((answer) => answer.status === 'SUCCEEDED')).toBe(true);
    const attempt = await run(
      'query ($key: ID!) { checkoutAttempt(idempotencyKey: $key) { status orderId } }',
      shopper,
      { key },
    );
    expect(attempt).toEqual({ data: { checkoutAttempt: { status: 'SUCCEEDED', orderId: 501 } } });
    // Another shopper cannot read it.
    expect(
      await run('query ($key: ID!) { checkoutAttempt(idempotencyKey: $key) { status } }', context, { key }),
    ).toEqual({
      data: { checkoutAttempt: null },
    });
    const feed = await run(
      '{ purchaseFeed(limit: 5) { enabled entries { customerName avatar location } } }',
      context,
    );
    expect(feed).toEqual({
      data: {
        purchaseFeed: { enabled: true, entries: [{ customerName: 'L.', avatar: 'L', location: 'Ghent' }] },
      },
    });
  });
});
