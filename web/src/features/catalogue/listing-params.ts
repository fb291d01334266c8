/**
 * The product list's URL state (spec §2 "Product list query parameters"): `orderby`, `order`,
 * `filter` (entries `name[a,b]` joined by commas) and `search`; the page lives in the path.
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

/** `category[a,b],price[10,20],sale[true]` → { category: ['a','b'], price: ['10','20'], sale: ['true'] } */
export function parseFilter(filter: string | null | undefined): FilterEntries {
  const entries: FilterEntries = {};
  if (!filter) return entries;
  for (const match of filter.matchAll(/([\w-]+)\[([^\]]*)\]/g)) {
    const [, name, values] = match;
    if (!name) continue;
    entries[name] = (values ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
  }
  return entries;
}

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

export const productsPerPage = 24; // spec §9

/** The listing query's variables from the route's params and URL; undefined for a bad page number. */
export function listingVariables(
  params: { categorySlug?: string; pageNumber?: string },
  url: URL,
): ListingVariables | undefined {
  const page = params.pageNumber === undefined ? 1 : Number(params.pageNumber);
  if (!Number.isInteger(page) || page < 1) return undefined;
  const read = (name: string) => url.searchParams.get(name)?.trim() || null;
  const order = read('order')?.toUpperCase() ?? null;
  return {
    category: params.categorySlug ?? null,
    search: read('search'),
    filter: read('filter'),
    orderby: read('orderby'),
    order: order === 'ASC' || order === 'DESC' ? order : null,
    page,
    perPage: productsPerPage,
  };
}

/** The path of a listing page: page 1 has no /page/1 suffix. */
export function listingPath(categorySlug: string | undefined, page: number): string {
  const base = categorySlug ? `/product-category/${categorySlug}` : '/products';
  return page > 1 ? `${base}/page/${page}` : base;
}
