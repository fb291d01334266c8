import type { Db } from '../db/database.ts';
import { statement } from '../db/statements.ts';
import { combinedStock, maxOf, minOf, storePriceSummary } from './price-summary.ts';
import { parseJson } from '../db/json-column.ts';
import type { ProductRow } from './records.ts';

/**
 * Grouped products (WooCommerce "Grouped product", WooGraphQL `GroupProduct`): a page listing
 * other products, each bought on its own. Migration 001 limits `products.type` to simple,
 * variable and external, and SQLite changes a CHECK only by rebuilding the table and every table
 * that references it, so a grouped product is stored as a row of type `external` with no URL that
 * carries WooCommerce's `_children` meta (here child slugs, which survive re-imports where post
 * ids would not). Every reader goes through `isGrouped`: the record's `__typename` is
 * `GroupProduct`, `type` is GROUPED, type filters treat it apart, and it is never purchasable
 * itself. Its price range and stock follow its children.
 */
export const GROUPED_CHILDREN_META = '_children';

export function groupedChildSlugs(row: Pick<ProductRow, 'type' | 'meta'>): string[] | null {
  if (row.type !== 'external') return null;
  const entry = parseJson<{ key: string; value: string }[]>(row.meta, []).find(
    (meta) => meta.key === GROUPED_CHILDREN_META,
  );
  if (!entry) return null;
  const slugs = parseJson<unknown>(entry.value, []);
  return Array.isArray(slugs) ? slugs.filter((slug): slug is string => typeof slug === 'string') : [];
}

export const isGrouped = (row: Pick<ProductRow, 'type' | 'meta'>): boolean => groupedChildSlugs(row) !== null;

/** SQL for the type a listing filter compares: 'grouped' for grouped rows, else the column. */
export const effectiveTypeSql = (alias = 'p') =>
  `(CASE WHEN ${alias}.type = 'external' AND EXISTS (SELECT 1 FROM json_each(${alias}.meta) m WHERE json_extract(m.value, '$.key') = '${GROUPED_CHILDREN_META}') THEN 'grouped' ELSE ${alias}.type END)`;

/** The published children of a grouped product, in the order the group lists them. */
export function groupedChildren(db: Db, row: Pick<ProductRow, 'type' | 'meta'>): ProductRow[] {
  const slugs = groupedChildSlugs(row) ?? [];
  const find = statement(db, "SELECT * FROM products WHERE slug = ? AND status = 'publish'");
  return slugs.flatMap((slug) => {
    const child = find.get(slug) as ProductRow | undefined;
    return child ? [child] : [];
  });
}

/** A grouped product's price range, sale flags and stock from its children (WooCommerce's grouped sync). */
export function refreshGroupedSummary(db: Db, group: ProductRow): void {
  const children = groupedChildren(db, group);
  const values = (pick: (child: ProductRow) => number | null) =>
    children.map(pick).filter((value): value is number => value !== null);
  const sales = values((child) => (child.on_sale ? child.sale_min : null));
  storePriceSummary(db, group.id, {
    priceMin: minOf(values((child) => child.price_min)),
    priceMax: maxOf(values((child) => child.price_max)),
    regularMin: minOf(values((child) => child.regular_min)),
    regularMax: maxOf(values((child) => child.regular_max)),
    saleMin: minOf(sales),
    saleMax: maxOf(sales),
    onSale: sales.length > 0,
    discountPercent: Math.max(0, ...children.map((child) => child.discount_percent)),
    stockStatus: combinedStock(children.map((child) => child.stock_status)),
  });
}

/**
 * Refreshes every grouped product (the seed and imports call it once at the end). A child's later
 * price or stock change reaches its group at the next import or its own refresh, not at once:
 * checking every write for groups would scan the table per write on a 10,000-product catalogue.
 */
export function refreshAllGroups(db: Db): void {
  const candidates = statement(db, "SELECT * FROM products WHERE type = 'external'").all() as ProductRow[];
  for (const group of candidates) if (isGrouped(group)) refreshGroupedSummary(db, group);
}
