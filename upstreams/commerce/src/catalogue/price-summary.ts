import type { Db } from '../db/database.ts';
import { statement } from '../db/statements.ts';
import type { StockStatus } from './records.ts';

/**
 * A product's derived listing columns (price range, sale flags, percent off, stock status), as
 * simple, variable and grouped products each compute them (`pricing.ts`, `grouped.ts`): kept on
 * the row so listing filters and sorts stay plain indexed SQL.
 */
export interface PriceSummary {
  priceMin: number | null;
  priceMax: number | null;
  regularMin: number | null;
  regularMax: number | null;
  saleMin: number | null;
  saleMax: number | null;
  onSale: boolean;
  discountPercent: number;
  /** Left as it is when absent (a simple product's stock status is its own setting). */
  stockStatus?: StockStatus;
}

export const minOf = (list: number[]): number | null => (list.length ? Math.min(...list) : null);
export const maxOf = (list: number[]): number | null => (list.length ? Math.max(...list) : null);

/** Several products shown as one are in stock when any is, on backorder when any is, else out. */
export function combinedStock(statuses: StockStatus[]): StockStatus {
  if (statuses.includes('instock')) return 'instock';
  if (statuses.includes('onbackorder')) return 'onbackorder';
  return 'outofstock';
}

export function storePriceSummary(db: Db, productId: number, summary: PriceSummary): void {
  statement(
    db,
    `UPDATE products SET price_min = ?, price_max = ?, regular_min = ?, regular_max = ?, sale_min = ?, sale_max = ?,
     on_sale = ?, discount_percent = ?, stock_status = COALESCE(?, stock_status) WHERE id = ?`,
  ).run(
    summary.priceMin,
    summary.priceMax,
    summary.regularMin,
    summary.regularMax,
    summary.saleMin,
    summary.saleMax,
    summary.onSale ? 1 : 0,
    summary.discountPercent,
    summary.stockStatus ?? null,
    productId,
  );
}
