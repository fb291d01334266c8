import { createHash, timingSafeEqual } from 'node:crypto';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { customerById } from '../accounts/customers.ts';
import {
  downloadsOf,
  isUsable,
  signedDownloadUrl,
  type DownloadPermission,
} from '../downloads/download-links.ts';
import { fromGlobalId, toGlobalId } from '../ids.ts';
import { commerceError } from '../../graphql/errors.ts';
import {
  downloadsPermitted,
  needsPayment,
  orderById,
  orderCoupons,
  orderItems,
  ordersOf,
  type Order,
  type OrderItem,
} from '../orders/order-store.ts';
import { money, type MoneyFormat } from '../../money.ts';
import { lineSubtotalTax, orderVatRate } from '../orders/line-amounts.ts';
import { isGiftCardProduct } from '../gift-cards/gift-card-store.ts';
import type { CustomerParent } from './account-resolvers.ts';
import { cappedConnection } from '../../graphql/connection.ts';
import { productNode, variationNode } from './product-nodes.ts';
import { bankTransferAccounts } from '../payments/bank-accounts.ts';

type Format = { format?: MoneyFormat };
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const statusEnum = (status: string): string => status.toUpperCase().replace(/-/g, '_');

/**
 * Who may read an order, as WooGraphQL 1.0.2 decides: never by `ORDER_KEY` (a real WooCommerce
 * refuses it to guests and to the order's owner alike, "Not authorized to access this order");
 * by id, its signed-in customer; the guest session that placed it; a guest session whose billing email (set
 * with updateCustomer) is the order's, asking by number (WooCommerce's order-tracking form: number
 * plus email). Anyone else gets null, so order numbers alone reveal nothing.
 */
async function readableOrder(ctx: MercuriusContext, args: { id?: string | null; idType?: string | null }) {
  const db = ctx.shop.db;
  if (!args.id) return null;
  const idType = args.idType ?? 'ID';
  if (idType === 'ORDER_KEY') throw commerceError('Not authorized to access this order', 'UNAUTHENTICATED');
  const global = idType === 'ID' ? fromGlobalId(args.id) : undefined;
  const databaseId = Number(
    idType === 'ID' ? (global?.type === 'order' ? global.id : args.id) : args.id.replace(/^#/, ''),
  );
  const order = Number.isInteger(databaseId) ? orderById(db, databaseId) : undefined;
  if (!order) return null;
  const viewer = await ctx.shop.viewer();
  if (viewer && order.customerId === viewer.customer.id) return order;
  const session = await ctx.shop.existingSession();
  if (
    session &&
    order.sessionKey === session.key &&
    (order.customerId === null || order.customerId === viewer?.customer.id)
  )
    return order;
  return null;
}

const digest = (text: string): Buffer => createHash('sha256').update(text.trim().toLowerCase()).digest();

/**
 * WooCommerce's order-tracking form (number plus billing email), for any session: the order when
 * both match, else null. A wrong number and a wrong email do the same work (one lookup, one
 * constant-time comparison of digests) and give the same answer, so neither is revealed.
 */
function trackedOrder(ctx: MercuriusContext, args: { orderNumber: string; billingEmail: string }) {
  const number = Number(args.orderNumber.trim().replace(/^#/, ''));
  const order = Number.isSafeInteger(number) && number > 0 ? orderById(ctx.shop.db, number) : undefined;
  const matches = timingSafeEqual(digest(order?.billingEmail ?? '\u0000'), digest(args.billingEmail));
  if (!order || !matches || args.billingEmail.trim() === '') return null;
  const tracked = { ...order };
  trackedOrders.add(tracked);
  return tracked;
}

/**
 * What tracking shows of an order: its status and items, never who and where (shop README "Order
 * tracking"). Anyone who knows an email can try numbers, so these fields of an order found by
 * tracking answer null (downloads: none; their links stay with the order's owner).
 */
const trackedOrders = new WeakSet<Order>();
const hiddenWhenTracked = [
  'billing',
  'shipping',
  'customer',
  'customerNote',
  'orderKey',
  'metaData',
  'transactionId',
] as const;

// Resolvers take GraphQL's loosely typed arguments (mercurius's IResolvers does the same).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OrderFieldResolver = (order: Order, args: any, ctx: MercuriusContext) => unknown;

function hideWhenTracked(resolvers: Record<string, OrderFieldResolver>): Record<string, OrderFieldResolver> {
  const hidden = { ...resolvers };
  for (const field of hiddenWhenTracked) {
    const resolve = resolvers[field];
    hidden[field] = (order, args, ctx) =>
      trackedOrders.has(order) ? null : resolve ? resolve(order, args, ctx) : order[field as keyof Order];
  }
  const downloads = resolvers.downloadableItems!;
  hidden.downloadableItems = (order, args, ctx) =>
    trackedOrders.has(order) ? cappedConnection([], args) : downloads(order, args, ctx);
  return hidden;
}

interface MetaDataArgs {
  key?: string | null;
  keysIn?: (string | null)[] | null;
  multiple?: boolean | null;
}

/**
 * WooGraphQL's `metaData(key, keysIn, multiple)`: entries with that key (the first unless
 * `multiple`), or with one of `keysIn`, or all; protected keys (a leading `_`) are never shown.
 * The checkout's `metaData` input is stored as the order's metadata, so the gateway finds the
 * order an idempotency key placed among the session's orders (`nails_idempotency_key`).
 */
function selectMetaData(meta: Order['meta'], args: MetaDataArgs) {
  const entries = meta
    .map((entry, i) => ({ id: String(i + 1), key: entry.key, value: entry.value }))
    .filter((entry) => !entry.key.startsWith('_'));
  if (args.key) {
    const matching = entries.filter((entry) => entry.key === args.key);
    return args.multiple ? matching : matching.slice(0, 1);
  }
  const keysIn = args.keysIn?.filter((key): key is string => !!key);
  return keysIn?.length ? entries.filter((entry) => keysIn.includes(entry.key)) : entries;
}

export const orderResolvers: IResolvers = {
  Query: {
    order: (_root, args, ctx) => readableOrder(ctx, args),
    orderTracking: (_root, args, ctx) => trackedOrder(ctx, args),
  },
  Customer: {
    orders: async (parent: CustomerParent, args, ctx) => {
      const session = await ctx.shop.existingSession();
      const owner = parent.account
        ? { customerId: parent.account.id }
        : session
          ? { sessionKey: session.key }
          : undefined;
      let orders = owner ? ordersOf(ctx.shop.db, owner, args.where?.search) : [];
      const include: number[] | undefined = args.where?.include?.filter(
        (id: unknown) => typeof id === 'number',
      );
      if (include?.length) orders = orders.filter((order) => include.includes(order.id));
      const statuses: string[] | undefined = args.where?.statuses?.filter(Boolean);
      if (statuses?.length) orders = orders.filter((order) => statuses.includes(statusEnum(order.status)));
      return cappedConnection(orders, args, 100);
    },
    downloadableItems: async (parent: CustomerParent, args, ctx) => {
      const session = await ctx.shop.existingSession();
      const where = parent.account
        ? { customerId: parent.account.id }
        : session
          ? { sessionKey: session.key }
          : undefined;
      let items = where ? downloadsOf(ctx.shop.db, where) : [];
      if (args.where?.active) items = items.filter((item) => isUsable(item));
      if (args.where?.expired)
        items = items.filter((item) => item.accessExpires !== null && item.accessExpires <= Date.now());
      if (args.where?.hasDownloadsRemaining)
        items = items.filter((item) => item.downloadsRemaining === null || item.downloadsRemaining > 0);
      return cappedConnection(items, args, 100);
    },
    orderCount: (parent: CustomerParent, _args, ctx) =>
      parent.account ? ordersOf(ctx.shop.db, { customerId: parent.account.id }).length : 0,
    totalSpent: (parent: CustomerParent, _args, ctx) =>
      parent.account
        ? ordersOf(ctx.shop.db, { customerId: parent.account.id })
            .filter((order) => downloadsPermitted(order))
            .reduce((sum, order) => sum + order.total, 0) / 100
        : 0,
  },
  Order: hideWhenTracked({
    id: (order: Order) => toGlobalId('order', order.id),
    databaseId: (order: Order) => order.id,
    orderNumber: (order: Order) => String(order.id),
    date: (order: Order) => iso(order.createdAt),
    modified: (order: Order) => iso(order.paidAt ?? order.createdAt),
    datePaid: (order: Order) => iso(order.paidAt),
    dateCompleted: (order: Order) =>
      order.status === 'completed' ? iso(order.paidAt ?? order.createdAt) : null,
    status: (order: Order) => statusEnum(order.status),
    needsPayment: (order: Order) => needsPayment(order),
    // The bank-transfer-accounts capability: where a bank transfer order is paid, as WooCommerce's
    // thank-you page and mails print the BACS accounts for it (and only for it).
    bankTransferAccounts: (order: Order, _args, ctx) =>
      order.paymentMethod === 'bacs' ? bankTransferAccounts(ctx.shop.db) : [],
    needsProcessing: (order: Order, _args, ctx) =>
      orderItems(ctx.shop.db, order.id).some((item) => {
        const product = productNode(ctx.shop.db, item.productId) as {
          virtual?: number;
          downloadable?: number;
        } | null;
        return !(product?.virtual && product.downloadable);
      }),
    needsShippingAddress: (order: Order) => order.shippingMethod !== null,
    isDownloadPermitted: (order: Order) => downloadsPermitted(order),
    hasBillingAddress: (order: Order) => Boolean(order.billing.address1),
    hasShippingAddress: (order: Order) => Boolean(order.shipping.address1),
    pricesIncludeTax: () => true,
    subtotal: (order: Order, { format }: Format) => money(order.subtotal, format),
    discountTotal: (order: Order, { format }: Format) => money(order.discountTotal, format),
    discountTax: (order: Order, { format }: Format) => money(order.discountTax, format),
    shippingTotal: (order: Order, { format }: Format) => money(order.shippingTotal, format),
    shippingTax: (order: Order, { format }: Format) => money(order.shippingTax, format),
    cartTax: (order: Order, { format }: Format) => money(order.totalTax - order.shippingTax, format),
    totalTax: (order: Order, { format }: Format) => money(order.totalTax, format),
    total: (order: Order, { format }: Format) => money(order.total, format),
    customer: (order: Order, _args, ctx) =>
      order.customerId ? { account: customerById(ctx.shop.db, order.customerId) } : { account: undefined },
    lineItems: (order: Order, args, ctx) => cappedConnection(orderItems(ctx.shop.db, order.id), args, 100),
    shippingLines: (order: Order, args) =>
      cappedConnection(
        order.shippingMethod
          ? [
              {
                id: toGlobalId('order_item', `${order.id}-shipping`),
                methodTitle: order.shippingLabel,
                total: order.shippingTotal,
                totalTax: order.shippingTax,
              },
            ]
          : [],
        args,
      ),
    couponLines: (order: Order, args, ctx) =>
      cappedConnection(
        orderCoupons(ctx.shop.db, order.id).map((c) => ({
          id: toGlobalId('order_coupon', `${order.id}-${c.code}`),
          ...c,
        })),
        args,
      ),
    downloadableItems: (order: Order, args, ctx) =>
      cappedConnection(downloadsOf(ctx.shop.db, { orderId: order.id }), args, 100),
    metaData: (order: Order, args: MetaDataArgs) => selectMetaData(order.meta, args),
  }),
  LineItem: {
    id: (item: OrderItem) => toGlobalId('order_item', item.id),
    databaseId: (item: OrderItem) => item.id,
    subtotal: (item: OrderItem, { format }: Format) => money(item.subtotal, format),
    subtotalTax: (item: OrderItem, { format }: Format, ctx) => {
      if (item.subtotalTax !== null) return money(item.subtotalTax, format);
      const order = orderById(ctx.shop.db, item.orderId);
      return money(order ? lineSubtotalTax(item, orderVatRate(order)) : 0, format);
    },
    total: (item: OrderItem, { format }: Format) => money(item.total, format),
    totalTax: (item: OrderItem, { format }: Format) => money(item.tax, format),
    // A gift card is a voucher, sold without VAT (package README, "Gift cards").
    taxStatus: (item: OrderItem, _args, ctx) =>
      isGiftCardProduct(ctx.shop.db, item.productId) ? 'NONE' : 'TAXABLE',
    product: (item: OrderItem, _args, ctx) => {
      const node = productNode(ctx.shop.db, item.productId);
      return node && { node };
    },
    variation: (item: OrderItem, _args, ctx) => {
      const node = variationNode(ctx.shop.db, item.variationId);
      if (!node || item.variation.length === 0) return node && { node };
      // The variation as bought: its name and attributes carry the line's choices, "any value"
      // ones included ("… - Medium, M, Glossy"), as WooCommerce lists them under the line.
      const bought = item.variation.map((choice) => ({
        name: choice.attributeName,
        value: choice.attributeValue,
      }));
      return { node: { ...node, attributes: JSON.stringify(bought) } };
    },
    metaData: (item: OrderItem) =>
      item.variation.map((choice, i) => ({
        id: String(i + 1),
        key: choice.attributeName,
        value: choice.attributeValue,
      })),
  },
  ShippingLine: {
    total: (line: { total: number }, { format }: Format) => money(line.total, format),
    totalTax: (line: { totalTax: number }, { format }: Format) => money(line.totalTax, format),
  },
  CouponLine: {
    discount: (line: { discount: number }, { format }: Format) => money(line.discount, format),
    discountTax: (line: { discountTax: number }, { format }: Format) => money(line.discountTax, format),
  },
  DownloadableItem: {
    id: (item: DownloadPermission) => toGlobalId('download', item.id),
    databaseId: (item: DownloadPermission) => item.id,
    url: (item: DownloadPermission, _args, ctx) =>
      isUsable(item)
        ? signedDownloadUrl(
            ctx.shop.services,
            ctx.shop.services.config.COMMERCE_DOWNLOADS_URL ?? ctx.shop.publicUrl,
            item.id,
          )
        : null,
    accessExpires: (item: DownloadPermission) => iso(item.accessExpires),
    product: (item: DownloadPermission, _args, ctx) => productNode(ctx.shop.db, item.productId),
  },
};
