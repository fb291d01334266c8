import type { IResolvers, MercuriusContext } from 'mercurius';
import { buildCartView } from '../cart/cart-view.ts';
import { placeOrder } from '../checkout/place-order.ts';
import { userError } from '../errors.ts';
import { orderById, orderItems, type Order } from '../orders/order-store.ts';
import { availableGateways } from '../payments/gateways.ts';
import { createPaymentIntent, stripeClient } from '../payments/stripe.ts';
import type { GiftCard } from '../gift-cards/gift-card-store.ts';
import { sendGiftCardMail } from '../mail/gift-card-mail.ts';
import { maskGiftCardCode } from './gift-card-resolvers.ts';
import { orderCreatedResource, productResource } from '../webhooks/resources.ts';
import type { CustomerParent } from './account-resolvers.ts';
import { cappedConnection } from '../../graphql/connection.ts';
import { contextLanguage } from '../../i18n/localized.ts';
import { lineName, orderLanguage, rememberOrderLanguage } from '../../i18n/orders.ts';
import { orderReceivedMail } from '../mail/templates.ts';
import { orderMailData } from '../mail/order-mail.ts';

/** Payment gateways, the Stripe PaymentIntent and `checkout` (the order itself: order-resolvers.ts). */
export const checkoutResolvers: IResolvers = {
  Query: {
    // For the shopper's cart, as WooGraphQL lists WooCommerce's available gateways; reading them
    // creates no session (no session is an empty cart, which ships nothing).
    paymentGateways: async (_root, args, ctx) => {
      const session = await ctx.shop.existingSession();
      const needsShipping = session ? buildCartView(ctx.shop.db, session).totals.needsShipping : false;
      return cappedConnection(availableGateways(ctx.shop.services.config, ctx.shop.db, needsShipping), args);
    },
    stripePaymentIntent: async (_root, args, ctx) => {
      const config = ctx.shop.services.config;
      stripeClient(config); // throws the clear "not configured" error first
      const session = await ctx.shop.session();
      const view = buildCartView(ctx.shop.db, session);
      if (view.lines.length === 0) throw userError('Your cart is empty.', 'EMPTY_CART');
      const viewer = await ctx.shop.viewer();
      return createPaymentIntent(config, view.totals.total, {
        session: session.key.slice(0, 12),
        ...(viewer ? { customer_id: String(viewer.customer.id) } : {}),
        ...(args.customerId ? { requested_customer: String(args.customerId) } : {}),
      });
    },
  },
  Mutation: {
    checkout: async (_root, { input }, ctx) => {
      const services = ctx.shop.services;
      const session = await ctx.shop.session();
      const viewer = await ctx.shop.viewer();
      const placed = await placeOrder(services, session, viewer?.customer, input);
      rememberOrderLanguage(ctx.shop.db, placed.orderId, contextLanguage(ctx));
      await ctx.shop.refreshSession();
      const order = orderById(ctx.shop.db, placed.orderId)!;
      services.emit('order.created', orderCreatedResource(order, orderItems(ctx.shop.db, order.id)));
      for (const productId of placed.stockChanged) {
        const resource = productResource(ctx.shop.db, productId);
        if (resource) services.emit('product.updated', resource);
      }
      void sendOrderMail(ctx, order);
      for (const card of placed.issuedGiftCards) void sendGiftCardMailLogged(ctx, card);
      const received = new URL(
        `/checkout/order-received/${order.id}`,
        services.config.COMMERCE_STOREFRONT_URL,
      );
      received.searchParams.set('key', order.orderKey);
      const customer = viewer?.customer ?? placed.createdCustomer;
      return {
        clientMutationId: input.clientMutationId,
        result: 'success',
        redirect: received.toString(),
        order,
        customer: { account: customer } satisfies CustomerParent,
      };
    },
  },
};

async function sendOrderMail(ctx: MercuriusContext, order: Order): Promise<void> {
  try {
    // In the language the order was placed in (src/shop/mail/templates.ts).
    const language = orderLanguage(order);
    const mail = orderReceivedMail(
      language,
      orderMailData(ctx.shop.db, ctx.shop.services.config, order, language, maskGiftCardCode, (item) =>
        lineName(ctx, item, language),
      ),
    );
    await ctx.shop.services.sendMail({ to: order.billingEmail, ...mail });
  } catch (error) {
    ctx.shop.services.logger.error({ err: error, orderId: order.id }, 'order confirmation mail failed');
  }
}

async function sendGiftCardMailLogged(ctx: MercuriusContext, card: GiftCard): Promise<void> {
  try {
    await sendGiftCardMail(ctx.shop.services, card, contextLanguage(ctx));
  } catch (error) {
    ctx.shop.services.logger.error({ err: error, giftCardId: card.id }, 'gift card mail failed');
  }
}
