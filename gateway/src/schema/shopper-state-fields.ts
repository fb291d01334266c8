import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { IResolvers } from '@graphql-tools/utils';
import type { SessionAccess } from '../account/session-access.ts';
import { cartLineProduct } from '../cart/cart-line-product.ts';
import { removeItemsFromCart } from '../cart/remove-items-from-cart.ts';
import { productExists } from '../catalogue/product-exists.ts';
import { checkoutResolvers, checkoutTypeDefs } from '../checkout/checkout-schema.ts';
import { orderLookup } from '../checkout/commerce-checkout.ts';
import { placeOrder } from '../checkout/place-order.ts';
import { cartFingerprint } from '../checkout/cart-fingerprint.ts';
import { underShopperLock, type CommandDeps } from '../commands/command.ts';
import { GatewayError } from '../errors.ts';
import type { EventStore } from '../state/open-event-store.ts';
import { newsletterResolvers, newsletterTypeDefs } from '../newsletter/newsletter-schema.ts';
import { newsletterSettingsReader } from '../newsletter/newsletter-settings.ts';
import { personalNewsletterCode } from '../newsletter/personal-code.ts';
import { wishlistResolvers, wishlistTypeDefs } from '../wishlist/wishlist-schema.ts';
import { fitResolvers, fitTypeDefs } from '../fit/fit-schema.ts';
import { fitTableReader } from '../fit/fit-table-reader.ts';
import type { GatewayContext } from './context.ts';
import type { SchemaExtension } from './extension.ts';
import type { ShopperExecutor } from './shopper-request.ts';
import type { StitchParts } from './stitch.ts';

const session: SessionAccess<GatewayContext> = async (context, { create }) =>
  create ? context.shopper.ensure() : context.shopper.session;

/**
 * The fields whose state is event-sourced (wishlist, newsletter, idempotent checkout and the
 * purchase feed), each from its concept's folder, wired to this gateway's sessions and commerce
 * calls. Their changes are commands (architecture "Commands"): each runs under the shopper's
 * lock (`commands/command.ts`), and the checkout's and the wishlist's commerce calls are typed
 * commands too (`checkout/place-order.ts`, `cart/remove-items-from-cart.ts`). Reads (the
 * reconciler's order lookup) go through the commerce executor. Without an event store the fields
 * stay in the schema (the printed schema is the same everywhere) and answer UPSTREAM_UNAVAILABLE.
 */
export function shopperStateFields(
  events: EventStore | undefined,
  commerce: ShopperExecutor,
  commands: (commerce: SubschemaConfig) => CommandDeps,
): StitchParts['extensions'] {
  if (!events)
    return [
      unavailable(
        wishlistTypeDefs,
        ['wishlist'],
        ['addToWishlist', 'removeFromWishlist', 'moveCartItemToWishlist'],
      ),
      unavailable(newsletterTypeDefs, [], ['subscribeToNewsletter']),
      unavailable(fitTypeDefs, ['mySize', 'sizeFinderTable', 'findMySize'], ['saveMySize']),
      unavailable(checkoutTypeDefs, ['purchaseFeed', 'checkoutAttempt'], ['placeOrder']),
    ].map(({ typeDefs, resolvers }) => ({ typeDefs, resolvers: () => resolvers }));
  // Attempts a previous process left pending are reconciled now, and every repeat can ask commerce.
  events.checkout.useLookup(orderLookup(events.sessions, commerce));
  const underLock =
    (deps: CommandDeps) =>
    <T>(context: GatewayContext, body: () => Promise<T>) =>
      underShopperLock(deps, context, body);
  // One reader per schema: the owner's table is read from content at most once a minute.
  const fitTable = fitTableReader(() => events.content);
  return [
    {
      typeDefs: fitTypeDefs,
      resolvers: (subschema) =>
        fitResolvers<GatewayContext>({
          sizes: events.sizes,
          table: fitTable,
          session,
          underLock: underLock(commands(subschema)),
        }) as unknown as IResolvers,
    },
    {
      typeDefs: wishlistTypeDefs,
      resolvers: (subschema) => wishlistFields(events, commands(subschema)) as unknown as IResolvers,
    },
    {
      typeDefs: newsletterTypeDefs,
      resolvers: (subschema) => {
        const deps = commands(subschema);
        return subscribingUnderLock(
          deps,
          newsletterResolvers({
            newsletter: events.newsletter,
            settings: newsletterSettingsReader(events.content),
            personalCode: personalNewsletterCode(deps.transport),
          }),
        ) as unknown as IResolvers;
      },
    },
    {
      typeDefs: checkoutTypeDefs,
      resolvers: (subschema) => {
        const deps = {
          ...commands(subschema),
          checkout: events.checkout,
          cartFingerprint: (sessionId: string) =>
            events.sessions.cartCommands(sessionId).then(cartFingerprint, () => undefined),
        };
        return checkoutResolvers<GatewayContext>({
          checkout: events.checkout,
          orders: events.orders,
          purchaseFeedEnabled: events.purchaseFeedEnabled,
          session,
          placeOrder: (context, idempotencyKey, input) => placeOrder(deps, context, idempotencyKey, input),
        }) as unknown as IResolvers;
      },
    },
  ];
}

/**
 * The wishlist's fields: its changes under the shopper's lock, a line moved from the cart removed
 * through the cart's own command, and the products and cart lines it names checked at commerce.
 */
function wishlistFields(events: EventStore, deps: CommandDeps) {
  return wishlistResolvers<GatewayContext>({
    wishlists: events.wishlists,
    session,
    underLock: (context, body) => underShopperLock(deps, context, body),
    // Inside the wishlist's lock (re-entrant within one call), through the cart's own command.
    removeCartItems: (context, keys) => removeItemsFromCart(deps, context, { keys }).then(() => undefined),
    productExists: (_context, productId) => productExists(deps.transport, productId),
    cartLineProduct: (context, key) => cartLineProduct(deps, context, key),
    log: (context) => context.log,
  });
}

/**
 * A newsletter sign-up under the shopper's lock when they have a session (a guest signs up
 * without one: none is started for it, gateway README "Sessions").
 */
function subscribingUnderLock(deps: CommandDeps, resolvers: ReturnType<typeof newsletterResolvers>) {
  const subscribe = resolvers.Mutation.subscribeToNewsletter;
  return {
    ...resolvers,
    Mutation: {
      ...resolvers.Mutation,
      subscribeToNewsletter: (
        root: unknown,
        args: Parameters<typeof subscribe>[1],
        context: GatewayContext,
      ) => underShopperLock(deps, context, () => subscribe(root, args, context), { startsSession: false }),
    },
  };
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
