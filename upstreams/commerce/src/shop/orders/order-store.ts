import type { Address } from '../cart/session-store.ts';
import { parseJson, type Db } from '../db.ts';

export type OrderStatus =
  'pending' | 'processing' | 'on-hold' | 'completed' | 'cancelled' | 'refunded' | 'failed' | 'checkout-draft';

export interface Order {
  /** So `node(id:)` and other abstract fields resolve an order without a type resolver. */
  __typename: 'Order';
  id: number;
  orderKey: string;
  status: OrderStatus;
  customerId: number | null;
  sessionKey: string | null;
  billing: Address;
  shipping: Address;
  billingEmail: string;
  customerNote: string;
  paymentMethod: string;
  paymentMethodTitle: string;
  transactionId: string;
  currency: string;
  subtotal: number;
  discountTotal: number;
  discountTax: number;
  shippingTotal: number;
  shippingTax: number;
  totalTax: number;
  /** What the payment method charges (after gift cards). */
  total: number;
  /** What gift cards paid. */
  giftCardTotal: number;
  shippingMethod: string | null;
  shippingLabel: string | null;
  meta: { key: string; value: string }[];
  createdAt: number;
  paidAt: number | null;
}

export interface OrderItem {
  id: number;
  orderId: number;
  productId: number;
  variationId: number | null;
  name: string;
  variation: { attributeName: string; attributeValue: string }[];
  quantity: number;
  subtotal: number;
  /** The VAT of `subtotal` (before discounts); null on orders placed before it was kept (migration 108). */
  subtotalTax: number | null;
  total: number;
  tax: number;
  /** What the shopper gave with the line (a gift card's recipient, sender, message). */
  extraData: Record<string, string>;
  /** The unit price paid, VAT included (what a gift card bought on this line is worth); null on older orders. */
  unitPrice: number | null;
}

interface OrderRecord {
  id: number;
  order_key: string;
  status: OrderStatus;
  customer_id: number | null;
  session_key: string | null;
  billing_email: string;
  billing: string;
  shipping: string;
  customer_note: string;
  payment_method: string;
  payment_method_title: string;
  transaction_id: string;
  currency: string;
  subtotal: number;
  discount_total: number;
  discount_tax: number;
  shipping_total: number;
  shipping_tax: number;
  total_tax: number;
  total: number;
  gift_card_total: number;
  shipping_method: string | null;
  shipping_label: string | null;
  meta: string;
  created_at: number;
  paid_at: number | null;
}

const toOrder = (row: OrderRecord): Order => ({
  __typename: 'Order',
  id: row.id,
  orderKey: row.order_key,
  status: row.status,
  customerId: row.customer_id,
  sessionKey: row.session_key,
  billing: parseJson<Address>(row.billing, {}),
  shipping: parseJson<Address>(row.shipping, {}),
  billingEmail: row.billing_email,
  customerNote: row.customer_note,
  paymentMethod: row.payment_method,
  paymentMethodTitle: row.payment_method_title,
  transactionId: row.transaction_id,
  currency: row.currency,
  subtotal: row.subtotal,
  discountTotal: row.discount_total,
  discountTax: row.discount_tax,
  shippingTotal: row.shipping_total,
  shippingTax: row.shipping_tax,
  totalTax: row.total_tax,
  total: row.total,
  giftCardTotal: row.gift_card_total,
  shippingMethod: row.shipping_method,
  shippingLabel: row.shipping_label,
  meta: parseJson(row.meta, []),
  createdAt: row.created_at,
  paidAt: row.paid_at,
});

export function orderById(db: Db, id: number): Order | undefined {
  const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRecord | undefined;
  return row && toOrder(row);
}

/**
 * A customer's orders, newest first. `search` matches the order number, a product name on it or
 * the billing name/email, like WooCommerce's order search.
 */
export function ordersOf(
  db: Db,
  who: { customerId: number } | { sessionKey: string },
  search?: string | null,
): Order[] {
  const owner = 'customerId' in who ? 'o.customer_id = ?' : 'o.session_key = ? AND o.customer_id IS NULL';
  const ownerValue = 'customerId' in who ? who.customerId : who.sessionKey;
  const term = search?.trim();
  const rows = term
    ? (db
        .prepare(
          `SELECT o.* FROM orders o WHERE ${owner} AND (CAST(o.id AS TEXT) = ? OR o.billing LIKE ? OR o.billing_email LIKE ?
             OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.name LIKE ?))
           ORDER BY o.created_at DESC, o.id DESC`,
        )
        .all(ownerValue, term.replace(/^#/, ''), `%${term}%`, `%${term}%`, `%${term}%`) as OrderRecord[])
    : (db
        .prepare(`SELECT o.* FROM orders o WHERE ${owner} ORDER BY o.created_at DESC, o.id DESC`)
        .all(ownerValue) as OrderRecord[]);
  return rows.map(toOrder);
}

interface ItemRecord {
  id: number;
  order_id: number;
  product_id: number;
  variation_id: number | null;
  name: string;
  variation: string;
  quantity: number;
  subtotal: number;
  subtotal_tax: number | null;
  total: number;
  tax: number;
  extra_data: string;
  unit_price: number | null;
}

export function orderItems(db: Db, orderId: number): OrderItem[] {
  return (
    db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(orderId) as ItemRecord[]
  ).map((row) => ({
    id: row.id,
    orderId: row.order_id,
    productId: row.product_id,
    variationId: row.variation_id,
    name: row.name,
    variation: parseJson(row.variation, []),
    quantity: row.quantity,
    subtotal: row.subtotal,
    subtotalTax: row.subtotal_tax,
    total: row.total,
    tax: row.tax,
    extraData: parseJson<Record<string, string>>(row.extra_data, {}),
    unitPrice: row.unit_price,
  }));
}

export function orderCoupons(
  db: Db,
  orderId: number,
): { code: string; discount: number; discountTax: number }[] {
  return db
    .prepare('SELECT code, discount, discount_tax AS discountTax FROM order_coupons WHERE order_id = ?')
    .all(orderId) as {
    code: string;
    discount: number;
    discountTax: number;
  }[];
}

/** WooCommerce's "needs payment": unpaid statuses with something to pay. */
export const needsPayment = (order: Order): boolean =>
  ['pending', 'failed', 'on-hold'].includes(order.status) && order.total > 0 && !order.paidAt;
/** Downloads open once the order is paid (processing or completed). */
export const downloadsPermitted = (order: Order): boolean =>
  order.status === 'processing' || order.status === 'completed';
