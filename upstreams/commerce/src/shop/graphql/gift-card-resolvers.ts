import type { IResolvers } from 'mercurius';
import { buildCartView, type CartView } from '../cart/cart-view.ts';
import { applyGiftCard, removeGiftCard } from '../gift-cards/gift-card-actions.ts';
import { giftCardByCode, orderRedemptions, type GiftCard } from '../gift-cards/gift-card-store.ts';
import type { Order } from '../orders/order-store.ts';
import { money, type MoneyFormat } from '../../money.ts';
import type { CommerceContext } from '../../graphql/context.ts';

type Format = { format?: MoneyFormat };

/** "ABCD-EFGH-JKMN-PQRS" → "••••-••••-••••-PQRS": an order (readable by number and email) never hands out a spendable code. */
export const maskGiftCardCode = (code: string): string =>
  code.replace(/^(.{4})-(.{4})-(.{4})-/, '••••-••••-••••-');

function appliedCards(view: CartView) {
  return view.giftCards.map((card) => ({ code: card.code, balance: card.balance, amount: card.amount }));
}

/** Gift cards: apply and remove on the cart, the balance check, and what paid an order. */
export const giftCardResolvers: IResolvers = {
  Query: {
    giftCardBalance: (_root, { code }: { code: string }, ctx: CommerceContext) =>
      giftCardByCode(ctx.shop.db, code) ?? null,
  },
  Mutation: {
    applyGiftCard: async (_root, { input }, ctx: CommerceContext) => {
      const session = await ctx.shop.session();
      const code = applyGiftCard(ctx.shop.db, session, input.code);
      const cart = buildCartView(ctx.shop.db, await ctx.shop.refreshSession());
      return {
        clientMutationId: input.clientMutationId,
        applied: appliedCards(cart).find((card) => card.code === code) ?? null,
        cart,
      };
    },
    removeGiftCard: async (_root, { input }, ctx: CommerceContext) => {
      const session = await ctx.shop.session();
      removeGiftCard(ctx.shop.db, session, input.code);
      return {
        clientMutationId: input.clientMutationId,
        cart: buildCartView(ctx.shop.db, await ctx.shop.refreshSession()),
      };
    },
  },
  Cart: {
    appliedGiftCards: (view: CartView) => appliedCards(view),
    giftCardTotal: (view: CartView, { format }: Format) => money(view.totals.giftCardTotal, format),
  },
  AppliedGiftCard: {
    balance: (card: { balance: number }, { format }: Format) => money(card.balance, format),
    amount: (card: { amount: number }, { format }: Format) => money(card.amount, format),
  },
  Order: {
    giftCards: (order: Order, _args, ctx: CommerceContext) =>
      orderRedemptions(ctx.shop.db, order.id).map((use) => ({ ...use, code: maskGiftCardCode(use.code) })),
    giftCardTotal: (order: Order, { format }: Format) => money(order.giftCardTotal, format),
  },
  OrderGiftCard: {
    amount: (use: { amount: number }, { format }: Format) => money(use.amount, format),
    balanceAfter: (use: { balanceAfter: number }, { format }: Format) => money(use.balanceAfter, format),
  },
  GiftCardBalance: {
    amount: (card: GiftCard, { format }: Format) => money(card.amount, format),
    balance: (card: GiftCard, { format }: Format) => money(card.balance, format),
    expiresAt: (card: GiftCard) => (card.expiresAt === null ? null : new Date(card.expiresAt).toISOString()),
  },
};
