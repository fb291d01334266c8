import { activeSalePrice } from '../../catalogue/pricing.ts';
import { parseJson, type Db } from '../db.ts';
import type { VariationChoice } from './session-store.ts';

/**
 * The shop's read of the catalogue tables (owned by src/catalogue, migration 001): what a cart
 * line costs, whether it can be bought, and its stock. Stock follows WooCommerce: a variation
 * that does not manage stock uses its parent's when the parent does.
 */
export interface Purchasable {
  productId: number;
  variationId: number | null;
  name: string;
  type: 'simple' | 'variable' | 'external';
  /** Unit price in cents (the sale price while the sale runs). */
  price: number;
  virtual: boolean;
  downloadable: boolean;
  downloads: { id: string; name: string; file: string }[];
  downloadLimit: number | null;
  downloadExpiryDays: number | null;
  /** Where stock is counted: the variation, the parent product, or nowhere. */
  stockOwner: { table: 'products' | 'variations'; id: number } | null;
  stockQuantity: number | null;
  stockStatus: 'instock' | 'outofstock' | 'onbackorder';
  backordersAllowed: boolean;
  soldIndividually: boolean;
  /** The variation's own attributes; value "" = any value. */
  attributes: { name: string; value: string }[];
}

interface ProductRecord {
  id: number;
  type: Purchasable['type'];
  status: string;
  name: string;
  regular_price: number | null;
  sale_price: number | null;
  sale_from: string | null;
  sale_to: string | null;
  manage_stock: number;
  stock_quantity: number | null;
  stock_status: Purchasable['stockStatus'];
  backorders: string;
  sold_individually: number;
  virtual: number;
  downloadable: number;
  downloads: string;
  download_limit: number | null;
  download_expiry: number | null;
}

interface VariationRecord {
  id: number;
  product_id: number;
  status: string;
  attributes: string;
  regular_price: number;
  sale_price: number | null;
  manage_stock: number;
  stock_quantity: number | null;
  stock_status: Purchasable['stockStatus'];
  backorders: string;
  virtual: number;
  downloadable: number;
  downloads: string;
}

/** The price the catalogue shows is the price the cart charges: its sale rule decides (src/catalogue/pricing.ts). */
function activePrice(
  regular: number | null,
  sale: number | null,
  from: string | null,
  to: string | null,
  at: Date,
): number | null {
  return activeSalePrice(regular, sale, from, to, at.toISOString()) ?? regular;
}

export function loadProductRecord(db: Db, productId: number): ProductRecord | undefined {
  return db.prepare('SELECT * FROM products WHERE id = ?').get(productId) as ProductRecord | undefined;
}

export function loadVariationRecords(db: Db, productId: number): VariationRecord[] {
  return db
    .prepare("SELECT * FROM variations WHERE product_id = ? AND status = 'publish' ORDER BY menu_order, id")
    .all(productId) as VariationRecord[];
}

/** A product (or one of its variations) as the cart buys it; undefined when it cannot be bought. */
export function loadPurchasable(
  db: Db,
  productId: number,
  variationId: number | null,
  at = new Date(),
): Purchasable | undefined {
  const product = loadProductRecord(db, productId);
  if (!product || product.status !== 'publish' || product.type === 'external') return undefined;
  const base = {
    productId,
    name: product.name,
    type: product.type,
    downloadLimit: product.download_limit,
    downloadExpiryDays: product.download_expiry,
    soldIndividually: product.sold_individually === 1,
  };
  if (product.type === 'simple') {
    const price = activePrice(
      product.regular_price,
      product.sale_price,
      product.sale_from,
      product.sale_to,
      at,
    );
    if (price === null) return undefined;
    return {
      ...base,
      variationId: null,
      price,
      virtual: product.virtual === 1,
      downloadable: product.downloadable === 1,
      downloads: parseJson(product.downloads, []),
      stockOwner: product.manage_stock ? { table: 'products', id: product.id } : null,
      stockQuantity: product.manage_stock ? product.stock_quantity : null,
      stockStatus: product.stock_status,
      backordersAllowed: product.backorders !== 'no',
      attributes: [],
    };
  }
  if (variationId === null) return undefined;
  const variation = db
    .prepare("SELECT * FROM variations WHERE id = ? AND product_id = ? AND status = 'publish'")
    .get(variationId, productId) as VariationRecord | undefined;
  if (!variation) return undefined;
  const ownStock = variation.manage_stock === 1;
  const parentStock = !ownStock && product.manage_stock === 1;
  return {
    ...base,
    variationId,
    name: variationTitle(db, product.name, parseJson(variation.attributes, [])),
    price:
      activePrice(variation.regular_price, variation.sale_price, null, null, at) ?? variation.regular_price,
    virtual: variation.virtual === 1,
    downloadable: variation.downloadable === 1,
    downloads: parseJson(variation.downloads, []),
    stockOwner: ownStock
      ? { table: 'variations', id: variation.id }
      : parentStock
        ? { table: 'products', id: product.id }
        : null,
    stockQuantity: ownStock ? variation.stock_quantity : parentStock ? product.stock_quantity : null,
    stockStatus: ownStock || !parentStock ? variation.stock_status : product.stock_status,
    backordersAllowed: (ownStock ? variation.backorders : product.backorders) !== 'no',
    attributes: parseJson(variation.attributes, []),
  };
}

/**
 * A variation's title as WooCommerce stores it on cart and order lines: the product's name and
 * its own values' English term names ("… - Medium, M"); "any value" attributes are the line's
 * choice, named beside it (src/i18n/orders.ts names them all in the shopper's language).
 */
function variationTitle(db: Db, productName: string, values: { name: string; value: string }[]): string {
  const termName = db.prepare('SELECT name FROM terms WHERE taxonomy = ? AND slug = ?').pluck();
  const named = values
    .filter((entry) => entry.value !== '')
    .map((entry) => (termName.get(entry.name, entry.value) as string | undefined) ?? entry.value);
  return named.length ? `${productName} - ${named.join(', ')}` : productName;
}

/** Whether an attribute named by a shopper ("pa_finish" or "finish") is a global one, valued by term slugs. */
export function isTermAttribute(db: Db, name: string): boolean {
  const taxonomy = `pa_${name.toLowerCase().replace(/^pa_/, '')}`;
  return db.prepare('SELECT 1 FROM attribute_taxonomies WHERE taxonomy = ?').get(taxonomy) !== undefined;
}

/** Behaviour §3: lower case, no "pa_" prefix, hyphens and whitespace ignored. */
export const normalizeAttribute = (text: string): string =>
  text.toLowerCase().replace(/^pa_/, '').replace(/[-\s]/g, '');

/**
 * The variation a shopper's choices select. A variation attribute whose value is "" accepts any
 * value; every attribute the variation names must be chosen.
 */
export function matchVariation(db: Db, productId: number, choices: VariationChoice[]): number | undefined {
  const chosen = new Map(
    choices.map((c) => [normalizeAttribute(c.attributeName), normalizeAttribute(c.attributeValue)]),
  );
  const match = loadVariationRecords(db, productId).find((variation) =>
    parseJson<{ name: string; value: string }[]>(variation.attributes, []).every((attribute) => {
      const value = chosen.get(normalizeAttribute(attribute.name));
      if (value === undefined || value === '') return false;
      return attribute.value === '' || normalizeAttribute(attribute.value) === value;
    }),
  );
  return match?.id;
}

/** Stock the shopper can still take; Infinity when not counted or backorders are allowed. */
export function availableStock(item: Purchasable): number {
  if (item.stockStatus === 'outofstock' && !item.backordersAllowed) return 0;
  if (item.backordersAllowed || item.stockQuantity === null) return Number.POSITIVE_INFINITY;
  return Math.max(0, item.stockQuantity);
}

/**
 * Takes `quantity` out of stock inside the checkout transaction. The guard in the WHERE clause
 * makes a concurrent sale of the last unit fail here instead of overselling.
 */
export function takeStock(db: Db, item: Purchasable, quantity: number): boolean {
  if (!item.stockOwner) return item.stockStatus !== 'outofstock' || item.backordersAllowed;
  const { table, id } = item.stockOwner;
  const result = db
    .prepare(
      `UPDATE ${table} SET stock_quantity = stock_quantity - ?,
         stock_status = CASE WHEN stock_quantity - ? > 0 THEN 'instock' WHEN backorders != 'no' THEN 'onbackorder' ELSE 'outofstock' END
       WHERE id = ? AND (backorders != 'no' OR stock_quantity >= ?)`,
    )
    .run(quantity, quantity, id, quantity);
  return result.changes === 1;
}
