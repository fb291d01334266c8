import { attributeLabel, attributeValueText } from '../../i18n/localized.ts';
import type { IResolvers } from 'mercurius';
import {
  addToCart,
  applyCoupon,
  chooseShippingMethods,
  removeCoupons,
  updateQuantities,
} from '../cart/cart-actions.ts';
import { buildCartView, type CartLine, type CartView } from '../cart/cart-view.ts';
import { emptyCart, setCartItemQuantity } from '../cart/session-store.ts';
import { describeCoupon } from '../pricing/coupons.ts';
import { userError } from '../errors.ts';
import { money, type MoneyFormat } from '../../money.ts';
import { cappedConnection } from '../../graphql/connection.ts';
import { toGlobalId } from '../../graphql/ids.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import { productNode, variationNode } from './product-nodes.ts';

type Format = { format?: MoneyFormat };

/**
 * The lines removeItemsFromCart removes, refused as WooGraphQL refuses them: an empty cart, no
 * keys, or any key the cart does not hold, each looked up before a line is removed (its
 * `Cart_Mutation::retrieve_cart_items`), so a list naming one unknown key removes nothing.
 */
function keysToRemove(
  cart: CartView,
  input: { all?: boolean | null; keys?: (string | null)[] | null },
): string[] {
  if (cart.lines.length === 0) throw userError('No items in cart to remove.');
  if (input.all) return cart.lines.map((line) => line.row.key);
  if (!input.keys?.length) throw userError('No cart item keys provided');
  return input.keys.map((key) => {
    if (!cart.lines.some((line) => line.row.key === key))
      throw userError(`No cart item found with the key: ${key ?? ''}`, 'NOT_FOUND');
    return key!;
  });
}

async function currentCart(ctx: CommerceContext): Promise<CartView> {
  const session = await ctx.shop.refreshSession();
  return buildCartView(ctx.shop.db, session);
}

const lineOf = (view: CartView, key: string): CartLine | undefined =>
  view.lines.find((line) => line.row.key === key);

export const cartResolvers: IResolvers = {
  Query: {
    cart: (_root, _args, ctx: CommerceContext) => currentCart(ctx),
  },
  Mutation: {
    addToCart: async (_root, { input }, ctx: CommerceContext) => {
      const session = await ctx.shop.session();
      const key = addToCart(ctx.shop.db, session, input);
      const cart = await currentCart(ctx);
      return { clientMutationId: input.clientMutationId, cartItem: lineOf(cart, key), cart };
    },
    updateItemQuantities: async (_root, { input }, ctx: CommerceContext) => {
      const session = await ctx.shop.session();
      const before = buildCartView(ctx.shop.db, session);
      const items = (input.items ?? []).filter(Boolean) as { key: string; quantity: number }[];
      const { removed, updated } = updateQuantities(ctx.shop.db, session, items);
      const cart = await currentCart(ctx);
      return {
        clientMutationId: input.clientMutationId,
        removed: removed.map((key) => lineOf(before, key)).filter(Boolean),
        updated: updated.map((key) => lineOf(cart, key)).filter(Boolean),
        items: cart.lines,
        cart,
      };
    },
    removeItemsFromCart: async (_root, { input }, ctx: CommerceContext) => {
      const session = await ctx.shop.session();
      const before = buildCartView(ctx.shop.db, session);
      const keys = keysToRemove(before, input);
      for (const key of keys) setCartItemQuantity(ctx.shop.db, session.key, key, 0);
      return {
        clientMutationId: input.clientMutationId,
        cartItems: keys.map((key) => lineOf(before, key)).filter(Boolean),
        cart: await currentCart(ctx),
      };
    },
    emptyCart: async (_root, { input }, ctx: CommerceContext) => {
      const session = await ctx.shop.session();
      const deletedCart = buildCartView(ctx.shop.db, session);
      emptyCart(ctx.shop.db, session.key);
      return { clientMutationId: input.clientMutationId, deletedCart, cart: await currentCart(ctx) };
    },
    applyCoupon: async (_root, { input }, ctx: CommerceContext) => {
      const session = await ctx.shop.session();
      const viewer = await ctx.shop.viewer();
      const code = applyCoupon(ctx.shop.db, session, input.code, {
        customerId: viewer?.customer.id ?? null,
        email: viewer?.customer.email ?? session.billing.email ?? null,
      });
      const cart = await currentCart(ctx);
      return {
        clientMutationId: input.clientMutationId,
        applied: cart.totals.coupons.find((c) => c.code === code) && appliedCoupon(cart, code),
        cart,
      };
    },
    removeCoupons: async (_root, { input }, ctx: CommerceContext) => {
      const session = await ctx.shop.session();
      removeCoupons(ctx.shop.db, session, input.codes ?? []);
      return { clientMutationId: input.clientMutationId, cart: await currentCart(ctx) };
    },
    updateShippingMethod: async (_root, { input }, ctx: CommerceContext) => {
      const session = await ctx.shop.session();
      chooseShippingMethods(ctx.shop.db, session, (input.shippingMethods ?? []).filter(Boolean));
      return { clientMutationId: input.clientMutationId, cart: await currentCart(ctx) };
    },
  },
  Cart: {
    contents: (view: CartView, args) => ({
      ...cappedConnection(view.lines, args, 100),
      itemCount: view.lines.reduce((sum, line) => sum + line.row.quantity, 0),
      productCount: view.lines.length,
    }),
    appliedCoupons: (view: CartView) => view.coupons.map((coupon) => appliedCoupon(view, coupon.code)),
    availableShippingMethods: (view: CartView) =>
      view.totals.needsShipping
        ? [
            {
              packageDetails: view.lines.map((l) => `${l.item.name} ×${l.row.quantity}`).join(', '),
              supportsShippingCalculator: true,
              rates: view.totals.rates,
            },
          ]
        : [],
    chosenShippingMethods: (view: CartView) => (view.totals.chosenRate ? [view.totals.chosenRate.id] : []),
    needsShippingAddress: (view: CartView) => view.totals.needsShipping,
    displayPricesIncludeTax: () => true,
    isEmpty: (view: CartView) => view.lines.length === 0,
    subtotal: (view: CartView, { format }: Format) => money(view.totals.subtotal, format),
    subtotalTax: (view: CartView, { format }: Format) =>
      money(
        view.totals.lines.reduce((s, l) => s + l.subtotalTax, 0),
        format,
      ),
    // WooGraphQL: the goods before discounts, with their VAT where prices are shown incl. VAT.
    contentsTotal: (view: CartView, { format }: Format) =>
      money(view.totals.subtotal + view.totals.subtotalTax, format),
    contentsTax: (view: CartView, { format }: Format) =>
      money(
        view.totals.lines.reduce((s, l) => s + l.tax, 0),
        format,
      ),
    discountTotal: (view: CartView, { format }: Format) => money(view.totals.discountTotal, format),
    discountTax: (view: CartView, { format }: Format) => money(view.totals.discountTax, format),
    shippingTotal: (view: CartView, { format }: Format) => money(view.totals.shippingTotal, format),
    shippingTax: (view: CartView, { format }: Format) => money(view.totals.shippingTax, format),
    feeTotal: (_view: CartView, { format }: Format) => money(0, format),
    feeTax: (_view: CartView, { format }: Format) => money(0, format),
    totalTax: (view: CartView, { format }: Format) => money(view.totals.totalTax, format),
    total: (view: CartView, { format }: Format) => money(view.totals.total, format),
    totalTaxes: (view: CartView) =>
      view.totals.totalTax > 0
        ? [
            {
              id: 'VAT',
              label: `VAT ${view.totals.taxRate}% (included)`,
              amount: view.totals.totalTax,
              isCompound: false,
            },
          ]
        : [],
  },
  CartTax: {
    amount: (tax: { amount: number }, { format }: Format) => money(tax.amount, format),
  },
  CartItem: {
    // A Node's global ID, as WooGraphQL gives every cart item (Relay asks it of every Node).
    id: (line: CartLine) => toGlobalId('cart_item', line.row.key),
    key: (line: CartLine) => line.row.key,
    quantity: (line: CartLine) => line.row.quantity,
    product: (line: CartLine, _args, ctx: CommerceContext) => {
      const node = productNode(ctx.shop.db, line.row.productId);
      return node && { node };
    },
    variation: (line: CartLine, _args, ctx: CommerceContext) => {
      const node = variationNode(ctx.shop.db, line.row.variationId);
      return (
        node && {
          node,
          attributes: line.row.variation.map((choice, i) => ({
            id: Buffer.from(`${line.row.variationId}||${choice.attributeName}||${i}`).toString('base64'),
            name: choice.attributeName,
            // The attribute's label in the shopper's language ("Länge"), as WooGraphQL labels it.
            label: attributeLabel(ctx, choice.attributeName),
            value: attributeValueText(ctx, choice.attributeName, choice.attributeValue),
          })),
        }
      );
    },
    subtotal: (line: CartLine, { format }: Format) => money(line.totals.subtotal, format),
    subtotalTax: (line: CartLine, { format }: Format) => money(line.totals.subtotalTax, format),
    total: (line: CartLine, { format }: Format) => money(line.totals.total, format),
    tax: (line: CartLine, { format }: Format) => money(line.totals.tax, format),
    extraData: (line: CartLine) =>
      Object.entries(line.row.extraData).map(([key, value], i) => ({ id: String(i + 1), key, value })),
  },
  ShippingRate: {
    // Formatted unless asked RAW, VAT included, as WooGraphQL answers where the cart shows prices incl. VAT.
    cost: (rate: { cost: number }, { format }: Format) => money(rate.cost, format),
  },
};

function appliedCoupon(view: CartView, code: string) {
  const coupon = view.coupons.find((c) => c.code === code)!;
  const totals = view.totals.coupons.find((c) => c.code === code) ?? { discount: 0, discountTax: 0 };
  return {
    code: coupon.code,
    description: describeCoupon(coupon),
    // Without VAT whatever `excludeTax` says: WooGraphQL 1.0.2 reads `excludeTax: false` as true.
    discountAmount: ({ format }: { format?: MoneyFormat }) => money(totals.discount, format),
    discountTax: ({ format }: Format) => money(totals.discountTax, format),
  };
}
