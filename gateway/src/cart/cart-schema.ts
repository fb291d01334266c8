import type { IResolvers } from '@graphql-tools/utils';
import { cartEntryAfterCommand, readAfterCommand } from '../commands/answers.ts';
import { commandField, type CommandDeps } from '../commands/command.ts';
import type { GatewayContext } from '../schema/context.ts';
import { addToCart } from './add-to-cart.ts';
import { applyCoupon } from './apply-coupon.ts';
import { applyGiftCard } from './apply-gift-card.ts';
import { emptyCart } from './empty-cart.ts';
import { removeCoupons } from './remove-coupons.ts';
import { removeGiftCard } from './remove-gift-card.ts';
import { removeItemsFromCart } from './remove-items-from-cart.ts';
import { updateItemQuantities } from './update-item-quantities.ts';
import { updateShippingMethod } from './update-shipping-method.ts';

/**
 * The cart's commands, each the gateway's own field with its resolver in its own file (gateway
 * README "How a request flows"). Names, inputs and payloads are WooGraphQL's, so the storefront's
 * documents read the same; what each payload answers beyond `cart` is listed in the README.
 */
export const cartCommandTypeDefs = /* GraphQL */ `
  type Mutation {
    "Adds a product or variation to the cart (one change per shopper at a time)."
    addToCart(input: AddToCartInput!): AddToCartPayload
    "Sets cart line quantities by key; 0 removes the line."
    updateItemQuantities(input: UpdateItemQuantitiesInput!): UpdateItemQuantitiesPayload
    "Removes cart lines by key, or all of them."
    removeItemsFromCart(input: RemoveItemsFromCartInput!): RemoveItemsFromCartPayload
    "Empties the cart."
    emptyCart(input: EmptyCartInput!): EmptyCartPayload
    "Applies a coupon code."
    applyCoupon(input: ApplyCouponInput!): ApplyCouponPayload
    "Removes coupons by code."
    removeCoupons(input: RemoveCouponsInput!): RemoveCouponsPayload
    "Chooses the shipping method."
    updateShippingMethod(input: UpdateShippingMethodInput!): UpdateShippingMethodPayload
    "Applies a gift card (the gift-cards capability)."
    applyGiftCard(input: ApplyGiftCardInput!): ApplyGiftCardPayload
    "Removes a gift card (the gift-cards capability)."
    removeGiftCard(input: RemoveGiftCardInput!): RemoveGiftCardPayload
  }
`;

export function cartCommandResolvers(deps: CommandDeps): IResolvers<unknown, GatewayContext> {
  const newCart = { cart: readAfterCommand(deps.commerce, 'cart') };
  return {
    Mutation: {
      addToCart: commandField(deps, addToCart),
      updateItemQuantities: commandField(deps, updateItemQuantities),
      removeItemsFromCart: commandField(deps, removeItemsFromCart),
      emptyCart: commandField(deps, emptyCart),
      applyCoupon: commandField(deps, applyCoupon),
      removeCoupons: commandField(deps, removeCoupons),
      updateShippingMethod: commandField(deps, updateShippingMethod),
      applyGiftCard: commandField(deps, applyGiftCard),
      removeGiftCard: commandField(deps, removeGiftCard),
    },
    AddToCartPayload: {
      ...newCart,
      cartItem: cartEntryAfterCommand(
        deps.commerce,
        { around: 'contents(first: 100) { nodes { key … } }', entries: (cart) => cart.contents?.['nodes'] },
        (payload: { cartItemKey?: string }, line) => line.key === payload.cartItemKey,
      ),
    },
    UpdateItemQuantitiesPayload: newCart,
    RemoveItemsFromCartPayload: newCart,
    EmptyCartPayload: newCart,
    ApplyCouponPayload: {
      ...newCart,
      applied: cartEntryAfterCommand(
        deps.commerce,
        { around: 'appliedCoupons { code … }', entries: (cart) => cart.appliedCoupons },
        (payload: { appliedCode?: string }, coupon) =>
          String(coupon.code).toLowerCase() === payload.appliedCode?.toLowerCase(),
      ),
    },
    RemoveCouponsPayload: newCart,
    UpdateShippingMethodPayload: newCart,
    ApplyGiftCardPayload: {
      ...newCart,
      applied: cartEntryAfterCommand(
        deps.commerce,
        { around: 'appliedGiftCards { code … }', entries: (cart) => cart.appliedGiftCards },
        (payload: { appliedCode?: string }, card) =>
          String(card.code).toLowerCase() === payload.appliedCode?.toLowerCase(),
      ),
    },
    RemoveGiftCardPayload: newCart,
  };
}
