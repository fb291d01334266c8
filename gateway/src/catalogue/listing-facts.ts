import { productDiscountPercent, type DiscountFacts } from '@nails/schema/discount.ts';

/**
 * What the listing needs to know about one product to filter and sort it (behaviour §5), and nothing
 * else: the listing index holds one of these per product, so 10,000 products fit in a few MB.
 */
export interface ListingFacts {
  id: number; // commerce databaseId
  slug: string;
  name: string;
  /** Search text (behaviour §5): the first non-empty of name, description, short description, lower-cased, tags stripped. */
  searchText: string;
  date: number; // epoch ms of publication
  /** Epoch ms of the last change (the sitemap's lastmod); absent when commerce does not say. */
  modified?: number;
  /** Highest listed price (a variable product's range counts by its largest number). */
  price: number;
  /** Highest listed regular price, for the percent off. */
  regularPrice: number;
  /**
   * Highest listed sale price, when commerce lists one: a variable product with some variations
   * on sale lists their sale prices here while its highest current price may be a full one.
   */
  salePrice?: number;
  onSale: boolean;
  /** A grouped product's children's prices: its percent off is their largest (schema `productDiscountPercent`). */
  children?: Pick<ListingFacts, 'onSale' | 'price' | 'regularPrice' | 'salePrice'>[];
  averageRating: number;
  /** Its categories and their ancestors; `parent` is the parent's slug (category trees). */
  categories: { slug: string; name: string; parent?: string }[];
  /**
   * The `pa_size` terms the shopper can buy now: those of its variations in stock (a variation
   * for any size counts for all the product's sizes), or all of a product in stock that is not
   * sold by variation. Absent: the product has no size. ("In stock in my size", fit README.)
   */
  inStockSizes?: string[];
  /** Global attributes only, keyed by slug without the `pa_` prefix. */
  attributes: { slug: string; name: string; terms: { slug: string; name: string }[] }[];
}

export { attributeSlug } from '@nails/schema/listing-filter.ts';

/** Behaviour §3: attribute comparison ignores hyphens and whitespace. */
export const attributeKey = (value: string): string => value.toLowerCase().replace(/[-\s]+/g, '');

type PricedFacts = Pick<ListingFacts, 'onSale' | 'price' | 'regularPrice' | 'salePrice' | 'children'>;

const discountFacts = (facts: PricedFacts): DiscountFacts => ({
  onSale: facts.onSale,
  regularPrice: facts.regularPrice,
  salePrice: facts.salePrice ?? facts.price,
  children: facts.children?.map(discountFacts),
});

/**
 * The percent the product card's badge shows (schema `productDiscountPercent`, as the web's
 * `priceView` uses it): the highest sale price, or the highest current price when no sale price is
 * listed, against the highest regular price; a grouped product's largest child's; 0 when none.
 */
export const percentOff = (facts: PricedFacts): number => productDiscountPercent(discountFacts(facts)) ?? 0;

/** "€10.00 - €14.00" formatted or "10,14" raw: the highest number listed (WooGraphQL money fields). */
export function highestListedPrice(raw: string | null | undefined): number | undefined {
  if (!raw) return undefined;
  const numbers = raw
    .split(/,|\s-\s/)
    .map((part) => Number(part.replace(/[^0-9.]/g, '')))
    .filter((value) => Number.isFinite(value) && !Number.isNaN(value));
  return numbers.length > 0 ? Math.max(...numbers) : undefined;
}

const stripTags = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Behaviour §5: search tests only the first non-empty of name, description and short description. */
export function searchTextOf(
  name?: string | null,
  description?: string | null,
  shortDescription?: string | null,
): string {
  for (const field of [name, description, shortDescription]) {
    const text = field ? stripTags(field) : '';
    if (text) return text.toLowerCase();
  }
  return '';
}
