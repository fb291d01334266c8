import {
  inStockSizeKey,
  isProblem,
  parseFilter as parseFilterGrammar,
  parseOrder,
  parseOrderBy,
  type ListingProblem,
} from '@nails/schema/listing-filter.ts';

/**
 * The product list's URL state (behaviour §2 "Product list query parameters"): `orderby`, `order`,
 * `filter` (entries `name[a,b]` joined by commas) and `search`; the page lives in the path.
 * The grammar is the gateway's (`schema/listing-filter.ts`): what it would refuse, the web drops
 * and names in a notice, so a hand-edited address still shows the listing.
 */
export type FilterEntries = Record<string, string[]>;

export const sortOptions = [
  { orderby: 'date', order: 'DESC', label: 'catalogue.sortDateDesc' },
  { orderby: 'date', order: 'ASC', label: 'catalogue.sortDateAsc' },
  { orderby: 'price', order: 'ASC', label: 'catalogue.sortPriceAsc' },
  { orderby: 'price', order: 'DESC', label: 'catalogue.sortPriceDesc' },
  { orderby: 'rating', order: 'DESC', label: 'catalogue.sortRatingDesc' },
  { orderby: 'discount', order: 'DESC', label: 'catalogue.sortDiscountDesc' },
  { orderby: 'alphabetically', order: 'ASC', label: 'catalogue.sortAlphaAsc' },
  { orderby: 'alphabetically', order: 'DESC', label: 'catalogue.sortAlphaDesc' },
] as const;

/**
 * `category[a,b],price[10,20],sale[true]` → { category: ['a','b'], price: ['10','20'], sale: ['true'] }
 * plus the entries it could not read. Attributes are keyed by slug without `pa_` (the facets'
 * slugs); `sale[false]` asks for nothing.
 */
export function readFilter(filter: string | null | undefined): {
  entries: FilterEntries;
  problems: ListingProblem[];
} {
  const { entries: parsed, problems } = parseFilterGrammar(filter);
  const entries: FilterEntries = {};
  const add = (name: string, values: string[]) => {
    entries[name] = [...new Set([...(entries[name] ?? []), ...values])];
  };
  for (const entry of parsed) {
    if (entry.key === 'price') entries.price = [String(entry.min), String(entry.max)];
    else if (entry.key === 'rating') entries.rating = [String(entry.min)];
    else if (entry.key === 'sale') {
      if (entry.onSale) entries.sale = ['true'];
      else delete entries.sale;
    } else if (entry.key === 'category') add('category', entry.values);
    else if (entry.key === 'inStockSize') add(inStockSizeKey, entry.values);
    else add(entry.slug, entry.values);
  }
  return { entries, problems };
}

/** The readable entries of a filter parameter (see readFilter). */
export const parseFilter = (filter: string | null | undefined): FilterEntries => readFilter(filter).entries;

/** The inverse of parseFilter; empty entries are dropped, keys keep a stable order. */
export function serializeFilter(entries: FilterEntries): string {
  return Object.keys(entries)
    .sort()
    .filter((name) => (entries[name]?.length ?? 0) > 0)
    .map((name) => `${name}[${(entries[name] ?? []).join(',')}]`)
    .join(',');
}

/** Toggles one value of a multi-value entry (categories, attribute terms). */
export function toggleValue(entries: FilterEntries, name: string, value: string): FilterEntries {
  const current = entries[name] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...entries, [name]: next };
}

export function setEntry(entries: FilterEntries, name: string, values: string[] | undefined): FilterEntries {
  const next = { ...entries };
  if (values && values.length > 0) next[name] = values;
  else delete next[name];
  return next;
}

export interface ListingVariables {
  category: string | null;
  search: string | null;
  filter: string | null;
  orderby: string | null;
  order: string | null;
  page: number;
  perPage: number;
}

export const productsPerPage = 24; // behaviour §9

/** The sort the listing shows: the address's when readable, else the default (date, DESC). */
export function sortOf(search: URLSearchParams): { orderby: string; order: string } {
  const orderby = parseOrderBy(search.get('orderby'));
  const order = parseOrder(search.get('order'));
  return {
    orderby: orderby && !isProblem(orderby) ? orderby : 'date',
    order: order && !isProblem(order) ? order : 'DESC',
  };
}

/**
 * What the listing could not read in the address (malformed or unknown filter entries, an
 * unknown `orderby` or `order`): dropped, and named in a notice above the listing.
 */
export function listingProblems(search: URLSearchParams): ListingProblem[] {
  const orderby = parseOrderBy(search.get('orderby'));
  const order = parseOrder(search.get('order'));
  return [
    ...readFilter(search.get('filter')).problems,
    ...(isProblem(orderby) ? [orderby] : []),
    ...(isProblem(order) ? [order] : []),
  ];
}

/**
 * The listing query's variables from the route's params and URL; undefined for a bad page
 * number. Only what the shared grammar reads reaches the gateway (the rest falls back to the
 * defaults), so a malformed parameter never fails the page.
 */
export function listingVariables(
  params: { categorySlug?: string; pageNumber?: string },
  url: URL,
): ListingVariables | undefined {
  const page = params.pageNumber === undefined ? 1 : Number(params.pageNumber);
  if (!Number.isInteger(page) || page < 1) return undefined;
  const read = (name: string) => url.searchParams.get(name)?.trim() || null;
  const orderby = parseOrderBy(read('orderby'));
  const order = parseOrder(read('order'));
  return {
    category: params.categorySlug ?? null,
    search: read('search'),
    filter: serializeFilter(parseFilter(read('filter'))) || null,
    orderby: orderby && !isProblem(orderby) ? orderby : null,
    order: order && !isProblem(order) ? order : null,
    page,
    perPage: productsPerPage,
  };
}

/** The path of a listing page: page 1 has no /page/1 suffix. */
export function listingPath(categorySlug: string | undefined, page: number): string {
  const base = categorySlug ? `/product-category/${categorySlug}` : '/products';
  return page > 1 ? `${base}/page/${page}` : base;
}
