import type { IResolvers } from '@graphql-tools/utils';
import type { SessionAccess } from '../account/session-access.ts';
import { removeCartItems } from '../cart/remove-cart-items.ts';
import { checkoutResolvers, checkoutTypeDefs } from '../checkout/checkout-schema.ts';
import { orderLookup, placeOrderAtCommerce } from '../checkout/commerce-checkout.ts';
import { cartFingerprint } from '../checkout/cart-fingerprint.ts';
import { GatewayError } from '../errors.ts';
import type { EventStore } from '../state/open-event-store.ts';
import { newsletterResolvers, newsletterTypeDefs } from '../newsletter/newsletter-schema.ts';
import { newsletterSettingsReader } from '../newsletter/newsletter-settings.ts';
import { wishlistResolvers, wishlistTypeDefs } from '../wishlist/wishlist-schema.ts';
import type { GatewayContext } from './context.ts';
import type { SchemaExtension } from './extension.ts';
import type { ShopperExecutor } from './shopper-request.ts';

const session: SessionAccess<GatewayContext> = async (context, { create }) =>
  create ? context.shopper.ensure() : context.shopper.session;

/**
 * The fields whose state is event-sourced (wishlist, newsletter, idempotent checkout and the
 * purchase feed), each from its concept's folder, wired to this gateway's sessions and commerce
 * calls. Without an event store the fields stay in the schema (the printed schema is the same
 * everywhere) and answer UPSTREAM_UNAVAILABLE.
 */
export function shopperStateFields(
  events: EventStore | undefined,
  commerce: ShopperExecutor,
): SchemaExtension[] {
  if (!events)
    return [
      unavailable(
        wishlistTypeDefs,
        ['wishlist'],
        ['addToWishlist', 'removeFromWishlist', 'moveCartItemToWishlist'],
      ),
      unavailable(newsletterTypeDefs, [], ['subscribeToNewsletter']),
      unavailable(checkoutTypeDefs, ['purchaseFeed', 'checkoutAttempt'], ['placeOrder']),
    ];
  // Attempts a previous process left pending are reconciled now, and every repeat can ask commerce.
  events.checkout.useLookup(orderLookup(events.sessions, commerce));
  return [
    {
      typeDefs: wishlistTypeDefs,
      resolvers: wishlistResolvers<GatewayContext>({
        wishlists: events.wishlists,
        session,
        removeCartItems: removeCartItems(commerce),
      }) as unknown as IResolvers,
    },
    {
      typeDefs: newsletterTypeDefs,
      resolvers: newsletterResolvers({
        newsletter: events.newsletter,
        settings: newsletterSettingsReader(events.content),
      }) as unknown as IResolvers,
    },
    {
      typeDefs: checkoutTypeDefs,
      resolvers: checkoutResolvers<GatewayContext>({
        checkout: events.checkout,
        orders: events.orders,
        purchaseFeedEnabled: events.purchaseFeedEnabled,
        session,
        placeOrder: placeOrderAtCommerce(commerce),
        cartFingerprint: (sessionId) =>
          events.sessions.cartCommands(sessionId).then(cartFingerprint, () => undefined),
      }) as unknown as IResolvers,
    },
  ];
}

function unavailable(typeDefs: string, queries: string[], mutations: string[]): SchemaExtension {
  const refuse = () => {
    throw new GatewayError('UPSTREAM_UNAVAILABLE', 'This feature is not available right now.', {
      upstream: 'events',
    });
  };
  const fields = (names: string[]) => Object.fromEntries(names.map((name) => [name, refuse]));
  return {
    typeDefs,
    resolvers: {
      ...(queries.length ? { Query: fields(queries) } : {}),
      ...(mutations.length ? { Mutation: fields(mutations) } : {}),
    },
  };
}
