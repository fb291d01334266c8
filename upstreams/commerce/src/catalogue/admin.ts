import type { Db } from '../db/database.ts';
import { toCents } from '../money.ts';
import { refreshProductSummary } from './pricing.ts';
import type { StockStatus } from './records.ts';

/**
 * The shop owner's catalogue changes (the CLI's "price" and "stock"): a product is named by slug
 * or SKU, a variation by its SKU. Each change refreshes the product's derived columns and returns
 * the product id, so the caller can fire `product.updated`.
 */
export interface Target {
  productId: number;
  variationId: number | null;
  table: 'products' | 'variations';
}

export function findTarget(db: Db, reference: string): Target {
  const product = db
    .prepare("SELECT id, type FROM products WHERE (slug = ? OR sku = ?) AND status != 'trash'")
    .get(reference, reference) as { id: number; type: string } | undefined;
  if (product) return { productId: product.id, variationId: null, table: 'products' };
  const variation = db
    .prepare("SELECT id, product_id FROM variations WHERE sku = ? AND status = 'publish'")
    .get(reference) as { id: number; product_id: number } | undefined;
  if (variation) return { productId: variation.product_id, variationId: variation.id, table: 'variations' };
  throw new Error(`No product or variation has the slug or SKU "${reference}".`);
}

function assertNotVariable(db: Db, target: Target, what: string): void {
  if (target.table !== 'products') return;
  const { type } = db.prepare('SELECT type FROM products WHERE id = ?').get(target.productId) as {
    type: string;
  };
  if (type === 'variable')
    throw new Error(`A variable product's ${what} is set on each variation: name a variation SKU.`);
}

/** Sets the regular price and, optionally, a sale price ("" or null removes the sale). */
export function changePrice(db: Db, reference: string, regular: string, sale?: string | null): Target {
  const target = findTarget(db, reference);
  assertNotVariable(db, target, 'price');
  const regularCents = toCents(regular);
  const saleCents = sale ? toCents(sale) : null;
  if (regularCents <= 0) throw new Error('The regular price must be above zero.');
  if (saleCents !== null && (saleCents <= 0 || saleCents >= regularCents))
    throw new Error('A sale price must be above zero and below the regular price.');
  db.transaction(() => {
    db.prepare(
      `UPDATE ${target.table} SET regular_price = ?, sale_price = ?, modified_at = ? WHERE id = ?`,
    ).run(regularCents, saleCents, new Date().toISOString(), target.variationId ?? target.productId);
    refreshProductSummary(db, target.productId);
  })();
  return target;
}

const statuses: StockStatus[] = ['instock', 'outofstock', 'onbackorder'];

/**
 * Sets stock: a number turns stock management on with that quantity (status follows it, as
 * WooCommerce does); "instock", "outofstock" or "onbackorder" sets the status of unmanaged stock.
 */
export function changeStock(db: Db, reference: string, value: string): Target {
  const target = findTarget(db, reference);
  assertNotVariable(db, target, 'stock');
  const id = target.variationId ?? target.productId;
  const now = new Date().toISOString();
  db.transaction(() => {
    if (/^-?\d+$/.test(value)) {
      db.prepare(
        `UPDATE ${target.table} SET manage_stock = 1, stock_quantity = ?, modified_at = ?,
           stock_status = CASE WHEN ? > 0 THEN 'instock' WHEN backorders != 'no' THEN 'onbackorder' ELSE 'outofstock' END
         WHERE id = ?`,
      ).run(Number(value), now, Number(value), id);
    } else if ((statuses as string[]).includes(value)) {
      db.prepare(
        `UPDATE ${target.table} SET manage_stock = 0, stock_quantity = NULL, stock_status = ?, modified_at = ? WHERE id = ?`,
      ).run(value, now, id);
    } else {
      throw new Error(`Stock is a quantity or one of ${statuses.join(', ')}: "${value}"`);
    }
    refreshProductSummary(db, target.productId);
  })();
  return target;
}
