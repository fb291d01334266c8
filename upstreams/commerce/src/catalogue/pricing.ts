import type { Db } from '../db/database.ts';
import { statement } from '../db/statements.ts';
import { isGrouped, refreshGroupedSummary } from './grouped.ts';
import type { ProductRow, StockStatus, VariationRow } from './records.ts';

/** The sale price in force: set, below the regular price, and inside its dates when it has them. */
export function activeSalePrice(
  regular: number | null,
  sale: number | null,
  from?: string | null,
  to?: string | null,
  now = new Date().toISOString(),
): number | null {
  if (sale === null || regular === null || sale >= regular) return null;
  if (from && now < from) return null;
  if (to && now > to) return null;
  return sale;
}

const percentOff = (regular: number, sale: number) => Math.round(((regular - sale) * 100) / regular);

/** A variable product is in stock when any variation is, on backorder when any is, else out. */
function combinedStock(statuses: StockStatus[]): StockStatus {
  if (statuses.includes('instock')) return 'instock';
  if (statuses.includes('onbackorder')) return 'onbackorder';
  return 'outofstock';
}

/**
 * Recomputes a product's derived columns (price range, sale flags, percent off, a variable
 * product's stock status) from its own prices or its variations. Every catalogue write calls it,
 * so listing filters and sorts stay plain indexed SQL.
 */
export function refreshProductSummary(db: Db, productId: number): void {
  const product = statement(db, 'SELECT * FROM products WHERE id = ?').get(productId) as
    ProductRow | undefined;
  if (!product) return;
  if (isGrouped(product)) return refreshGroupedSummary(db, product);
  if (product.type !== 'variable') {
    const sale = activeSalePrice(
      product.regular_price,
      product.sale_price,
      product.sale_from,
      product.sale_to,
    );
    const price = sale ?? product.regular_price;
    statement(
      db,
      `UPDATE products SET price_min = ?, price_max = ?, regular_min = ?, regular_max = ?, sale_min = ?, sale_max = ?,
       on_sale = ?, discount_percent = ? WHERE id = ?`,
    ).run(
      price,
      price,
      product.regular_price,
      product.regular_price,
      sale,
      sale,
      sale === null ? 0 : 1,
      sale === null || !product.regular_price ? 0 : percentOff(product.regular_price, sale),
      productId,
    );
    return;
  }
  const variations = statement(
    db,
    "SELECT * FROM variations WHERE product_id = ? AND status = 'publish'",
  ).all(productId) as VariationRow[];
  const prices: number[] = [];
  const regulars: number[] = [];
  const sales: number[] = [];
  let discount = 0;
  for (const variation of variations) {
    const sale = activeSalePrice(variation.regular_price, variation.sale_price);
    prices.push(sale ?? variation.regular_price);
    regulars.push(variation.regular_price);
    if (sale !== null) {
      sales.push(sale);
      discount = Math.max(discount, percentOff(variation.regular_price, sale));
    }
  }
  const min = (list: number[]) => (list.length ? Math.min(...list) : null);
  const max = (list: number[]) => (list.length ? Math.max(...list) : null);
  const stock = product.manage_stock
    ? product.stock_status
    : combinedStock(variations.map((variation) => variation.stock_status));
  statement(
    db,
    `UPDATE products SET price_min = ?, price_max = ?, regular_min = ?, regular_max = ?, sale_min = ?, sale_max = ?,
     on_sale = ?, discount_percent = ?, stock_status = ? WHERE id = ?`,
  ).run(
    min(prices),
    max(prices),
    min(regulars),
    max(regulars),
    min(sales),
    max(sales),
    sales.length ? 1 : 0,
    discount,
    stock,
    productId,
  );
}
