import type { IResolvers, MercuriusContext } from 'mercurius';
import { buildCartView } from '../cart/cart-view.ts';
import { placeOrder } from '../checkout/place-order.ts';
import { userError } from '../errors.ts';
import { orderById, orderItems, type Order } from '../orders/order-store.ts';
import { enabledGateways } from '../payments/gateways.ts';
import { createPaymentIntent, stripeClient } from '../payments/stripe.ts';
import { money } from '../pricing/money.ts';
import { orderCreatedResource, productResource } from '../webhooks/resources.ts';
import type { CustomerParent } from './account-resolvers.ts';
import { connection } from './context.ts';

/** Payment gateways, the Stripe PaymentIntent and `checkout` (the order itself: order-resolvers.ts). */
export const checkoutResolvers: IResolvers = {
  Query: {
    paymentGateways: (_root, args, ctx) => connection(enabledGateways(ctx.shop.services.config), args),
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
      await ctx.shop.refreshSession();
      const order = orderById(ctx.shop.db, placed.orderId)!;
      services.emit('order.created', orderCreatedResource(order, orderItems(ctx.shop.db, order.id)));
      for (const productId of placed.stockChanged) {
        const resource = productResource(ctx.shop.db, productId);
        if (resource) services.emit('product.updated', resource);
      }
      void sendOrderMail(ctx, order);
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
    const lines = orderItems(ctx.shop.db, order.id).map(
      (item) => `  ${item.quantity} × ${item.name}: ${money(item.total, 'FORMATTED')}`,
    );
    await ctx.shop.services.sendMail({
      to: order.billingEmail,
      subject: `Your Press-on Nails order #${order.id} has been received`,
      text: [
        `Hi ${order.billing.firstName ?? ''},`,
        '',
        `Thank you for your order #${order.id}. Its status is ${order.status}.`,
        ...lines,
        `Shipping: ${money(order.shippingTotal, 'FORMATTED')}`,
        `Total: ${money(order.total, 'FORMATTED')} (includes ${money(order.totalTax, 'FORMATTED')} VAT)`,
        order.paymentMethod === 'bacs'
          ? 'Please pay by bank transfer using your order number as the reference.'
          : '',
      ].join('\n'),
    });
  } catch (error) {
    ctx.shop.services.logger.error({ err: error, orderId: order.id }, 'order confirmation mail failed');
  }
}
