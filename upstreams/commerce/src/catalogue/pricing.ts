import type { Db } from '../db/database.ts';
import { statement } from '../db/statements.ts';
import { isGrouped, refreshGroupedSummary } from './grouped.ts';
import { combinedStock, maxOf, minOf, storePriceSummary } from './price-summary.ts';
import type { ProductRow, VariationRow } from './records.ts';

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
    storePriceSummary(db, productId, {
      priceMin: price,
      priceMax: price,
      regularMin: product.regular_price,
      regularMax: product.regular_price,
      saleMin: sale,
      saleMax: sale,
      onSale: sale !== null,
      discountPercent: sale === null || !product.regular_price ? 0 : percentOff(product.regular_price, sale),
    });
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
  storePriceSummary(db, productId, {
    priceMin: minOf(prices),
    priceMax: maxOf(prices),
    regularMin: minOf(regulars),
    regularMax: maxOf(regulars),
    saleMin: minOf(sales),
    saleMax: maxOf(sales),
    onSale: sales.length > 0,
    discountPercent: discount,
    stockStatus: product.manage_stock
      ? product.stock_status
      : combinedStock(variations.map((variation) => variation.stock_status)),
  });
}
