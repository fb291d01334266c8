import type { IResolvers } from '@graphql-tools/utils';
import { createEventsResolvers, eventsTypeDefs } from '../events/graphql.ts';
import {
  CheckoutRefused,
  type CommerceExecutor,
  type EventStore,
  type PlacedOrder,
} from '../events/index.ts';
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
const checkout = `mutation GatewayCheckout($input: CheckoutInput!) {
  checkout(input: $input) {
    result redirect
    order { databaseId orderNumber orderKey status total billing { firstName city } lineItems(first: 1) { nodes { product { node { name } } } } }
  }
}`;

interface CheckoutPayload {
  result?: string;
  redirect?: string;
  order?: {
    databaseId: number;
    orderNumber?: string;
    orderKey?: string;
    status?: string;
    total?: string;
    billing?: { firstName?: string; city?: string };
    lineItems?: { nodes: { product?: { node?: { name?: string } } }[] };
  } | null;
}

/**
 * The events engineer's GraphQL surface (wishlist, newsletter, purchase feed, idempotent
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
  const resolvers = createEventsResolvers<GatewayContext>({
    events,
    session: async (context, { create }) => (create ? context.shopper.ensure() : context.shopper.session),
    removeCartItems: async (context, keys) => {
      const result = await run()(context, removeItems, { input: { keys } });
      if (result.errors?.length) throw new GatewayError('BAD_USER_INPUT', result.errors[0]!.message);
    },
    placeOrder: async (context, input): Promise<PlacedOrder> => {
      const result = await run()(context, checkout, { input });
      const payload = result.data?.checkout as CheckoutPayload | null | undefined;
      if (result.errors?.length || !payload?.order || payload.result !== 'success') {
        throw new CheckoutRefused(result.errors?.[0]?.message ?? 'The order could not be placed.');
      }
      const order = payload.order;
      return {
        orderId: order.databaseId,
        orderNumber: order.orderNumber,
        orderKey: order.orderKey,
        status: order.status,
        total: order.total,
        redirect: payload.redirect,
        firstName: order.billing?.firstName,
        city: order.billing?.city,
        productNames: (order.lineItems?.nodes ?? []).flatMap((line) =>
          line.product?.node?.name ? [line.product.node.name] : [],
        ),
      };
    },
  });
  return { typeDefs: eventsTypeDefs, resolvers: resolvers as unknown as IResolvers };
}

/** Issue 6 cart recovery: replays the recorded cart on a new upstream session. */
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
  return async (context: GatewayContext): Promise<boolean> => {
    const session = context.shopper.session;
    if (!session) return false;
    try {
      await events.recoverCart(session.id, execute);
      context.shopper.session = await events.sessions.load(session.id);
      context.log?.info('upstream cart session lost; cart recovered');
      return true;
    } catch (error) {
      context.log?.warn({ err: error }, 'cart recovery failed');
      return false;
    }
  };
}
