import type { SessionAccess } from '../account/session-access.ts';
import type { ShopperSession } from '../account/session-store.ts';
import { badUserInput, GatewayError } from '../errors.ts';
import type { WishlistItem, WishlistOwner, WishlistRepository } from './wishlist.ts';

/** The wishlist's fields of the gateway subschema (behaviour §2 /wishlist and my-account tab=wishlist). */
export const wishlistTypeDefs = /* GraphQL */ `
  "Whose list it is: a guest's (/wishlist) or a signed-in customer's (my-account, tab=wishlist)."
  enum WishlistOwnerKind {
    GUEST
    CUSTOMER
  }

  type WishlistItem {
    productId: Int!
    "ISO 8601"
    addedAt: String!
  }

  type Wishlist {
    owner: WishlistOwnerKind!
    items: [WishlistItem!]!
    productIds: [Int!]!
    count: Int!
  }

  type Query {
    wishlist: Wishlist!
  }

  type Mutation {
    addToWishlist(productId: Int!): Wishlist!
    removeFromWishlist(productId: Int!): Wishlist!
    "Move-to-wishlist from the cart: the product joins the wishlist, then the line leaves the cart."
    moveCartItemToWishlist(key: ID!, productId: Int!): Wishlist!
  }
`;

export interface WishlistResolverDeps<Context> {
  wishlists: WishlistRepository;
  session: SessionAccess<Context>;
  /**
   * Runs a wishlist change under the shopper's lock (architecture "Commands": one change per
   * session at a time), the session started first.
   */
  underLock<T>(context: Context, body: () => Promise<T>): Promise<T>;
  /**
   * Removes cart lines through the cart's own command (recorded in the cart log); called inside
   * the wishlist's lock, which the same call holds again without waiting for itself.
   */
  removeCartItems(context: Context, keys: string[]): Promise<void>;
  /**
   * Whether the shop sells the product: false only when commerce says it has none. A wishlist
   * holds products the shop has, or its count would show one the page cannot.
   */
  productExists(context: Context, productId: number): Promise<boolean>;
  /** The product of the shopper's cart line `key` (a variation's parent); undefined: no such line. */
  cartLineProduct(context: Context, key: string): Promise<number | undefined>;
  /** The request's log: a product commerce could not be asked about is noted there. */
  log?: (context: Context) => { warn(object: unknown, message: string): void } | undefined;
}

const validProductId = (productId: number): number => {
  if (!Number.isSafeInteger(productId) || productId <= 0)
    throw badUserInput('Unknown product', { field: 'productId' });
  return productId;
};

const ownerOf = (session: ShopperSession | undefined): WishlistOwner | undefined =>
  session?.customerId !== undefined
    ? { kind: 'customer', customerId: session.customerId }
    : session && { kind: 'guest', sessionId: session.id };

const wishlistOf = (owner: WishlistOwner | undefined, items: WishlistItem[]) => ({
  owner: owner?.kind === 'customer' ? 'CUSTOMER' : 'GUEST',
  items,
  productIds: items.map((item) => item.productId),
  count: items.length,
});

export function wishlistResolvers<Context>(deps: WishlistResolverDeps<Context>) {
  const { wishlists } = deps;
  // A commerce that cannot answer keeps the product: the shopper saw it on its page a moment ago.
  const sold = (context: Context, productId: number) =>
    deps.productExists(context, productId).catch((error: unknown) => {
      deps.log?.(context)?.warn({ err: error, productId }, 'wishlist: product not checked at commerce');
      return true;
    });
  const changeWishlist = async (
    context: Context,
    change: (owner: WishlistOwner) => Promise<WishlistItem[]>,
  ) =>
    deps.underLock(context, async () => {
      const owner = ownerOf(await deps.session(context, { create: true }));
      if (!owner) throw new GatewayError('SESSION_INVALID', 'No shopper session');
      return wishlistOf(owner, await change(owner));
    });
  return {
    Query: {
      wishlist: async (_: unknown, __: unknown, context: Context) => {
        const owner = ownerOf(await deps.session(context, { create: false }));
        return wishlistOf(owner, owner ? await wishlists.items(owner) : []);
      },
    },
    Mutation: {
      addToWishlist: (_: unknown, args: { productId: number }, context: Context) =>
        changeWishlist(context, async (owner) => {
          const productId = validProductId(args.productId);
          if (!(await sold(context, productId)))
            throw new GatewayError('NOT_FOUND', undefined, { field: 'productId' });
          return wishlists.add(owner, productId);
        }),
      removeFromWishlist: (_: unknown, args: { productId: number }, context: Context) =>
        changeWishlist(context, (owner) => wishlists.remove(owner, validProductId(args.productId))),
      moveCartItemToWishlist: (_: unknown, args: { key: string; productId: number }, context: Context) =>
        changeWishlist(context, async (owner) => {
          const productId = validProductId(args.productId);
          // The line is checked before anything changes: a key she does not have, or a product
          // that is not the line's, is refused with her wishlist and cart as they were (gateway
          // README "The GraphQL edge"), never a product wished and another line removed.
          const lineProduct = await deps.cartLineProduct(context, args.key);
          if (lineProduct === undefined)
            throw new GatewayError('NOT_FOUND', 'This item is no longer in your cart.', { field: 'key' });
          if (lineProduct !== productId)
            throw badUserInput('This cart line holds another product.', { field: 'productId' });
          // Wishlist first: if the cart call fails the product is in both, never in neither.
          const items = await wishlists.add(owner, productId, { fromCart: true });
          await deps.removeCartItems(context, [args.key]);
          return items;
        }),
    },
  };
}
