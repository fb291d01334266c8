import type { IResolvers } from '@graphql-tools/utils';
import { createEventsResolvers, eventsTypeDefs } from '../events/graphql.ts';
import {
  CheckoutRefused,
  expectedLines,
  idempotencyMetaKey,
  type CommerceExecutor,
  type EventStore,
  type OrderLookup,
  type PlacedOrder,
} from '../events/index.ts';
import { Shopper } from '../sessions/shopper.ts';
import { GatewayError } from '../errors.ts';
import { parse } from 'graphql';
import type { CommerceCall, CommerceTransport } from '../upstreams/commerce-transport.ts';
import type { GatewayContext } from './context.ts';
import type { SchemaExtension } from './create-schema.ts';

/** Runs one commerce operation as the shopper of `context` (tokens, capture, cart log). */
export type ShopperCommerce = (
  context: GatewayContext,
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly { message: string }[] }>;

const removeItems = `mutation GatewayRemoveCartItems($input: RemoveItemsFromCartInput!) { removeItemsFromCart(input: $input) { cart { isEmpty } } }`;
const orderFields = `databaseId orderNumber orderKey status total billing { firstName city } lineItems(first: 1) { nodes { product { node { name } } } }`;
const checkout = `mutation GatewayCheckout($input: CheckoutInput!) {
  checkout(input: $input) { result redirect order { ${orderFields} } }
}`;
/**
 * The reconciler's question, in the WooGraphQL dialect a WooCommerce shop answers unchanged: the
 * session's (or signed-in customer's) newest orders with the metadata entry the checkout sent.
 * A crashed attempt is minutes old, so it is among the newest 20.
 */
const findOrder = `query GatewayFindCheckoutOrder($metaKey: String!) {
  customer { orders(first: 20) { nodes { ${orderFields} metaData(key: $metaKey) { key value } } } }
}`;

interface CommerceOrder {
  databaseId: number;
  orderNumber?: string;
  orderKey?: string;
  status?: string;
  total?: string;
  billing?: { firstName?: string; city?: string };
  lineItems?: { nodes: { product?: { node?: { name?: string } } }[] };
  metaData?: ({ key?: string; value?: string } | null)[] | null;
}

interface CheckoutPayload {
  result?: string;
  redirect?: string;
  order?: CommerceOrder | null;
}

const toPlacedOrder = (order: CommerceOrder, redirect?: string): PlacedOrder => ({
  orderId: order.databaseId,
  orderNumber: order.orderNumber,
  orderKey: order.orderKey,
  status: order.status,
  total: order.total,
  redirect,
  firstName: order.billing?.firstName,
  city: order.billing?.city,
  productNames: (order.lineItems?.nodes ?? []).flatMap((line) =>
    line.product?.node?.name ? [line.product.node.name] : [],
  ),
});

/** The checkout input with the idempotency key added to the order's metadata. */
function withIdempotencyKey(input: Record<string, unknown>, key: string): Record<string, unknown> {
  const meta = Array.isArray(input.metaData) ? (input.metaData as { key?: string }[]) : [];
  return {
    ...input,
    metaData: [
      ...meta.filter((entry) => entry?.key !== idempotencyMetaKey),
      { key: idempotencyMetaKey, value: key },
    ],
  };
}

/**
 * Looks an attempt's order up at commerce as the session that placed it (its stored tokens, the
 * usual executor: an auth token about to expire is refreshed first). Undefined when commerce
 * answered without such an order; throws when it could not answer.
 */
function orderLookup(events: EventStore, run: () => ShopperCommerce): OrderLookup {
  return async ({ key, sessionId }) => {
    const session = await events.sessions.load(sessionId);
    if (!session?.wooSessionToken && !session?.authToken)
      throw new Error('the session that placed this checkout holds no commerce tokens');
    const shopper = new Shopper(events.sessions, () => undefined, session);
    const context: GatewayContext = { shopper, locale: 'en', ip: '127.0.0.1' };
    const result = await run()(context, findOrder, { metaKey: idempotencyMetaKey });
    const customer = result.data?.customer as { orders?: { nodes?: CommerceOrder[] } } | null | undefined;
    if (result.errors?.length || !customer?.orders?.nodes)
      throw new Error(`commerce could not list the orders: ${result.errors?.[0]?.message ?? 'no answer'}`);
    const found = customer.orders.nodes.find((order) =>
      order.metaData?.some((entry) => entry?.key === idempotencyMetaKey && entry.value === key),
    );
    return found && toPlacedOrder(found);
  };
}

/**
 * The event-sourced GraphQL surface (wishlist, newsletter, purchase feed, idempotent
 * checkout), wired to this gateway's sessions and commerce calls. Without an event store the
 * fields stay in the schema (the printed schema is the same everywhere) and answer
 * UPSTREAM_UNAVAILABLE.
 */
export function eventsExtension(events: EventStore | undefined, run: () => ShopperCommerce): SchemaExtension {
  if (!events) {
    const unavailable = () => {
      throw new GatewayError('UPSTREAM_UNAVAILABLE', 'This feature is not available right now.', {
        upstream: 'events',
      });
    };
    const fields = (names: string[]) => Object.fromEntries(names.map((name) => [name, unavailable]));
    return {
      typeDefs: eventsTypeDefs,
      resolvers: {
        Query: fields(['wishlist', 'purchaseFeed', 'checkoutAttempt']),
        Mutation: fields([
          'addToWishlist',
          'removeFromWishlist',
          'moveCartItemToWishlist',
          'subscribeToNewsletter',
          'placeOrder',
        ]),
      },
    };
  }
  // Attempts a previous process left pending are reconciled now, and every repeat can ask commerce.
  events.checkout.useLookup(orderLookup(events, run));
  const resolvers = createEventsResolvers<GatewayContext>({
    events,
    session: async (context, { create }) => (create ? context.shopper.ensure() : context.shopper.session),
    removeCartItems: async (context, keys) => {
      const result = await run()(context, removeItems, { input: { keys } });
      if (result.errors?.length) throw new GatewayError('BAD_USER_INPUT', result.errors[0]!.message);
    },
    placeOrder: async (context, input, idempotencyKey): Promise<PlacedOrder> => {
      const result = await run()(context, checkout, { input: withIdempotencyKey(input, idempotencyKey) });
      const payload = result.data?.checkout as CheckoutPayload | null | undefined;
      if (result.errors?.length || !payload?.order || payload.result !== 'success') {
        throw new CheckoutRefused(result.errors?.[0]?.message ?? 'The order could not be placed.');
      }
      return toPlacedOrder(payload.order, payload.redirect);
    },
  });
  return { typeDefs: eventsTypeDefs, resolvers: resolvers as unknown as IResolvers };
}

/**
 * Cart recovery: replays the recorded cart on a new upstream session, when commerce refused the
 * session token (`session-lost`) or answered an empty cart for a session whose log holds lines
 * (`cart-empty`: commerce lost its data under a token it still accepts). Checkout attempts of
 * the session still pending are settled first: an order that took the cart closes the log, so a
 * recovery never brings bought items back; while one is undecided nothing is replayed.
 */
export function cartRecovery(events: EventStore, transport: CommerceTransport) {
  const execute: CommerceExecutor = async ({ query, variables, wooSessionToken }) => {
    const call: CommerceCall = { idempotent: false, wooSessionToken };
    const result = await transport({ document: parse(query), variables }, call);
    return {
      data: result.data as Record<string, unknown> | null,
      errors: result.errors,
      wooSessionToken: call.responseSessionToken,
    };
  };
  const linesRecorded = async (sessionId: string) =>
    expectedLines(await events.sessions.recordedCart(sessionId)) ?? 0;
  return async (
    context: GatewayContext,
    cause: 'session-lost' | 'cart-empty' = 'session-lost',
  ): Promise<boolean> => {
    const session = context.shopper.session;
    if (!session) return false;
    try {
      if (cause === 'cart-empty' && (await linesRecorded(session.id)) === 0) return false;
      if (!(await events.checkout.settleSession(session.id))) {
        context.log?.info({ cause }, 'cart not recovered: a checkout of this session is still undecided');
        return false;
      }
      if (cause === 'cart-empty' && (await linesRecorded(session.id)) === 0) return false;
      await events.recoverCart(session.id, execute);
      context.shopper.session = await events.sessions.load(session.id);
      context.log?.info({ cause }, 'upstream cart lost; cart recovered from the log');
      return true;
    } catch (error) {
      context.log?.warn({ err: error, cause }, 'cart recovery failed');
      return false;
    }
  };
}
