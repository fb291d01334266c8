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
        changeWishlist(context, (owner) => wishlists.add(owner, validProductId(args.productId))),
      removeFromWishlist: (_: unknown, args: { productId: number }, context: Context) =>
        changeWishlist(context, (owner) => wishlists.remove(owner, validProductId(args.productId))),
      moveCartItemToWishlist: (_: unknown, args: { key: string; productId: number }, context: Context) =>
        changeWishlist(context, async (owner) => {
          // Wishlist first: if the cart call fails the product is in both, never in neither.
          const items = await wishlists.add(owner, validProductId(args.productId), { fromCart: true });
          await deps.removeCartItems(context, [args.key]);
          return items;
        }),
    },
  };
}
