import type { Db } from '../db.ts';
import type { Order, OrderItem } from '../orders/order-store.ts';
import { rawAmount } from '../../money.ts';

/**
 * Webhook bodies in the shape of WooCommerce's REST resources (snake_case), trimmed to what a
 * receiver needs: no full addresses or emails leave the back end in a webhook.
 */
export function orderCreatedResource(order: Order, items: OrderItem[]) {
  return {
    id: order.id,
    number: String(order.id),
    order_key: order.orderKey,
    status: order.status,
    currency: order.currency,
    date_created_gmt: new Date(order.createdAt).toISOString().slice(0, 19),
    customer_id: order.customerId ?? 0,
    total: rawAmount(order.total),
    total_tax: rawAmount(order.totalTax),
    shipping_total: rawAmount(order.shippingTotal),
    discount_total: rawAmount(order.discountTotal),
    payment_method: order.paymentMethod,
    billing: {
      first_name: order.billing.firstName ?? '',
      city: order.billing.city ?? '',
      country: order.billing.country ?? '',
    },
    line_items: items.map((item) => ({
      id: item.id,
      name: item.name,
      product_id: item.productId,
      variation_id: item.variationId ?? 0,
      quantity: item.quantity,
      total: rawAmount(item.total),
    })),
  };
}

interface ProductRow {
  id: number;
  name: string;
  slug: string;
  type: string;
  status: string;
  sku: string | null;
  price_min: number | null;
  stock_quantity: number | null;
  stock_status: string;
  manage_stock: number;
  average_rating: number;
  review_count: number;
  modified_at: string;
}

export function productResource(db: Db, productId: number) {
  const row = db
    .prepare(
      'SELECT id, name, slug, type, status, sku, price_min, stock_quantity, stock_status, manage_stock, average_rating, review_count, modified_at FROM products WHERE id = ?',
    )
    .get(productId) as ProductRow | undefined;
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    status: row.status,
    sku: row.sku ?? '',
    price: row.price_min === null ? '' : rawAmount(row.price_min),
    manage_stock: row.manage_stock === 1,
    stock_quantity: row.stock_quantity,
    stock_status: row.stock_status,
    // As WooCommerce's v3 body has them: a new review changes the body, so a receiver that drops
    // replayed bodies (the gateway) still hears the second review of a product.
    average_rating: row.average_rating.toFixed(2),
    rating_count: row.review_count,
    date_modified_gmt: new Date(row.modified_at).toISOString().slice(0, 19),
  };
}

interface VariationRow {
  id: number;
  product_id: number;
  sku: string | null;
  status: string;
  regular_price: number;
  sale_price: number | null;
  manage_stock: number;
  stock_quantity: number | null;
  stock_status: string;
  modified_at: string;
}

/**
 * A variation as WooCommerce's `product.updated` webhook sends it when a variation is saved (its
 * `woocommerce_update_product_variation` hook, the REST products resource of the variation's id):
 * `type: "variation"`, its parent's id, its own price and stock. A receiver learns which size came
 * back in stock from it, which the parent's body does not say.
 */
export function variationResource(db: Db, variationId: number) {
  const row = db
    .prepare(
      'SELECT id, product_id, sku, status, regular_price, sale_price, manage_stock, stock_quantity, stock_status, modified_at FROM variations WHERE id = ?',
    )
    .get(variationId) as VariationRow | undefined;
  if (!row) return undefined;
  return {
    id: row.id,
    parent_id: row.product_id,
    type: 'variation',
    status: row.status,
    sku: row.sku ?? '',
    price: rawAmount(row.sale_price ?? row.regular_price),
    regular_price: rawAmount(row.regular_price),
    manage_stock: row.manage_stock === 1,
    stock_quantity: row.stock_quantity,
    stock_status: row.stock_status,
    date_modified_gmt: new Date(row.modified_at).toISOString().slice(0, 19),
  };
}
