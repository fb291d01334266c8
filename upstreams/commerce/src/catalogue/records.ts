/**
 * Rows of the catalogue tables as resolvers receive them. Each record carries `__typename`, so
 * interface fields (`Node`, `Product`, `TermNode`, `Commenter`) resolve with graphql-js's
 * default type resolver, whoever returns the record (catalogue or shop resolvers).
 */
import { isGrouped } from './grouped.ts';

export type ProductType = 'simple' | 'variable' | 'external';
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';
export type Backorders = 'no' | 'notify' | 'yes';

export interface ProductRow {
  id: number;
  type: ProductType;
  status: string;
  visibility: 'visible' | 'catalog' | 'search' | 'hidden';
  name: string;
  slug: string;
  sku: string | null;
  description: string;
  short_description: string;
  featured: number;
  regular_price: number | null;
  sale_price: number | null;
  sale_from: string | null;
  sale_to: string | null;
  price_min: number | null;
  price_max: number | null;
  regular_min: number | null;
  regular_max: number | null;
  sale_min: number | null;
  sale_max: number | null;
  on_sale: number;
  discount_percent: number;
  manage_stock: number;
  stock_quantity: number | null;
  stock_status: StockStatus;
  low_stock_amount: number | null;
  backorders: Backorders;
  sold_individually: number;
  virtual: number;
  downloadable: number;
  downloads: string;
  download_limit: number | null;
  download_expiry: number | null;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  external_url: string | null;
  button_text: string | null;
  tax_status: string;
  tax_class: string;
  image_id: number | null;
  default_attributes: string;
  meta: string;
  reviews_allowed: number;
  average_rating: number;
  review_count: number;
  total_sales: number;
  menu_order: number;
  created_at: string;
  modified_at: string;
}

export interface VariationRow {
  id: number;
  product_id: number;
  menu_order: number;
  status: string;
  sku: string | null;
  description: string;
  attributes: string;
  regular_price: number;
  sale_price: number | null;
  manage_stock: number;
  stock_quantity: number | null;
  stock_status: StockStatus;
  low_stock_amount: number | null;
  backorders: Backorders;
  virtual: number;
  downloadable: number;
  downloads: string;
  weight: string | null;
  image_id: number | null;
  created_at: string;
  modified_at: string;
}

export interface MediaRow {
  id: number;
  file: string;
  alt_text: string;
  title: string;
  width: number;
  height: number;
  design: string | null;
  source_file: string | null;
  created_at: string;
}

export interface TermRow {
  id: number;
  taxonomy: string;
  name: string;
  slug: string;
  description: string;
  parent_id: number | null;
  menu_order: number;
  image_id: number | null;
}

export interface ReviewRow {
  id: number;
  product_id: number;
  customer_id: number | null;
  author: string;
  author_email: string;
  content: string;
  rating: number;
  approved: number;
  verified: number;
  parent_id: number | null;
  created_at: string;
}

export interface AttributeRow {
  product_id: number;
  position: number;
  attribute_taxonomy_id: number | null;
  name: string;
  options: string;
  visible: number;
  variation: number;
}

export type ProductRecord = ProductRow & {
  __typename: 'SimpleProduct' | 'VariableProduct' | 'ExternalProduct' | 'GroupProduct';
};
export type VariationRecord = VariationRow & { __typename: 'SimpleProductVariation' };
export type MediaRecord = MediaRow & { __typename: 'MediaItem' };
export type TermRecord = TermRow & { __typename: string; count: number };
export type ReviewRecord = ReviewRow & { __typename: 'Comment' };

const productTypeNames = {
  simple: 'SimpleProduct',
  variable: 'VariableProduct',
  external: 'ExternalProduct',
} as const;

/** The GraphQL type of each taxonomy's terms. */
export const termTypeNames: Record<string, string> = {
  product_cat: 'ProductCategory',
  product_tag: 'ProductTag',
  pa_size: 'PaSize',
  pa_length: 'PaLength',
  pa_finish: 'PaFinish',
};

/** TaxonomyEnum / ProductTaxonomyEnum value → taxonomy name. */
export const taxonomyOfEnum: Record<string, string> = {
  PRODUCTCATEGORY: 'product_cat',
  PRODUCTTAG: 'product_tag',
  PASIZE: 'pa_size',
  PALENGTH: 'pa_length',
  PAFINISH: 'pa_finish',
};

/** WooGraphQL's ProductTaxonomyEnum (taxonomyFilter) spells the same taxonomies with underscores. */
export const taxonomyOfProductTaxonomyEnum: Record<string, string> = {
  PRODUCT_CAT: 'product_cat',
  PRODUCT_TAG: 'product_tag',
  PA_SIZE: 'pa_size',
  PA_LENGTH: 'pa_length',
  PA_FINISH: 'pa_finish',
};

export const asProduct = (row: ProductRow): ProductRecord => ({
  ...row,
  // A grouped product is stored as an external row with `_children` (src/catalogue/grouped.ts).
  __typename: isGrouped(row) ? 'GroupProduct' : productTypeNames[row.type],
});
export const asVariation = (row: VariationRow): VariationRecord => ({
  ...row,
  __typename: 'SimpleProductVariation',
});
export const asMedia = (row: MediaRow): MediaRecord => ({ ...row, __typename: 'MediaItem' });
export const asTerm = (row: TermRow & { count?: number }): TermRecord => ({
  ...row,
  count: row.count ?? 0,
  __typename: termTypeNames[row.taxonomy] ?? 'ProductTag',
});
export const asReview = (row: ReviewRow): ReviewRecord => ({ ...row, __typename: 'Comment' });

export { parseJson } from '../db/json-column.ts';

export interface VariationAttributeValue {
  name: string;
  value: string;
}
