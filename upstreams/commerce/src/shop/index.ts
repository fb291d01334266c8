/**
 * The shop part of the commerce back end: guest sessions, accounts, cart, coupons,
 * shipping, taxes, checkout, orders, downloads, payments, mail and webhooks, in WooGraphQL's dialect.
 *
 * Wiring (src/app.ts):
 *   - merge `shopResolvers` into the Mercurius resolvers;
 *   - spread `await createShopContext(request, reply)` into the Mercurius context: it reads the
 *     runtime from `request.server.commerce` (src/graphql/context.ts) and adds `shop`;
 *   - `await app.register(shopRoutes)` after decorating `commerce`: the signed download URLs
 *     (GET /shop/download?token=…) and, outside production, the mailbox (GET /dev/mailbox[/:id]);
 *   - the seed calls `seedShop(db)`; the CLI calls `emitWebhook`, `createCoupon`, `listMailbox`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IResolvers } from 'mercurius';
import { shopRequestFrom, type ShopRequest } from './shop-request.ts';
import { accountResolvers } from './graphql/account-resolvers.ts';
import { cartResolvers } from './graphql/cart-resolvers.ts';
import { checkoutResolvers } from './graphql/checkout-resolvers.ts';
import { giftCardResolvers } from './graphql/gift-card-resolvers.ts';
import { newsletterCouponResolvers } from './graphql/newsletter-coupon-resolvers.ts';
import { orderResolvers } from './graphql/order-resolvers.ts';
import { shopServices } from './services.ts';

export { emitWebhook, signWebhookBody, type WebhookTopic, type Delivery } from './webhooks/webhooks.ts';
export { listMailbox, readMail, mailboxDir, type Mail } from './mail/mailbox.ts';
export { createCoupon, listCoupons, couponByCode, type CouponInput } from './coupons/coupon-store.ts';
export { shopServices, type ShopServices } from './services.ts';
export { SESSION_HEADER, ShopRequest } from './shop-request.ts';
export { shopRoutes } from './routes.ts';
export { seedShop, DEMO_CUSTOMER } from './seed.ts';
export { markOrderPaid, PAID_STATUSES } from './orders/payment-status.ts';
export { markOrderPaidOffline } from './orders/mark-paid-offline.ts';

/** Adds `shop` (the shopper of this request) to the Mercurius context. */
export async function createShopContext(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ shop: ShopRequest }> {
  const runtime = request.server.commerce;
  return { shop: shopRequestFrom(shopServices(runtime), request, reply, runtime.publicUrl()) };
}

function mergeResolvers(...maps: IResolvers[]): IResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map))
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
  }
  return merged as IResolvers;
}

/** Every shop field of schema/commerce.graphql. */
export const shopResolvers: IResolvers = mergeResolvers(
  cartResolvers,
  accountResolvers,
  checkoutResolvers,
  orderResolvers,
  giftCardResolvers,
  newsletterCouponResolvers,
);
