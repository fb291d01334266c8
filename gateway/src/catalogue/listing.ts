import { notFound } from '../errors.ts';
import { attributeKey, percentOff, type ListingFacts } from './listing-facts.ts';
import type { ListingQuery } from './listing-query.ts';
import { mergeTermOrders } from './term-order.ts';

export interface Facets {
  price: { min: number; max: number } | null;
  categories: { slug: string; name: string; count: number; parent?: string }[];
  attributes: { slug: string; name: string; terms: { slug: string; name: string; count: number }[] }[];
}

export interface ListingPage {
  ids: number[]; // the page's products, in order
  total: number;
  from: number;
  to: number;
  page: number;
  pageCount: number;
  facets: Facets;
  /** The filter's attribute slugs that no product of the shop has: left out. */
  unknownAttributes: string[];
}

/** The category page and the search box narrow the set the filters and facets work on. */
function inScope(facts: ListingFacts, query: ListingQuery, locale: string): boolean {
  if (query.category && !facts.categories.some((category) => category.slug === query.category)) return false;
  if (query.search && !facts.searchText.includes(query.search.toLocaleLowerCase(locale))) return false;
  return true;
}

/** Behaviour §5 filters; entries of different keys must all hold, values of one key are alternatives. */
function passesFilter(facts: ListingFacts, query: ListingQuery): boolean {
  if (
    query.categories.length > 0 &&
    !facts.categories.some((category) => query.categories.includes(category.slug))
  ) {
    return false;
  }
  if (query.price && (facts.price < query.price.min || facts.price > query.price.max)) return false;
  if (query.minRating !== undefined && facts.averageRating < query.minRating) return false;
  if (query.saleOnly && !facts.onSale) return false;
  if (
    query.inStockSizes.length > 0 &&
    !facts.inStockSizes?.some((size) => query.inStockSizes.includes(attributeKey(size)))
  )
    return false;
  for (const [slug, wanted] of query.attributes) {
    const attribute = facts.attributes.find(
      (candidate) => attributeKey(candidate.slug) === attributeKey(slug),
    );
    if (!attribute?.terms.some((term) => wanted.includes(attributeKey(term.slug)))) return false;
  }
  return true;
}

const sortKey: Record<ListingQuery['orderby'], (facts: ListingFacts) => number | string> = {
  date: (facts) => facts.date,
  price: (facts) => facts.price,
  rating: (facts) => facts.averageRating,
  discount: (facts) => percentOff(facts),
  alphabetically: (facts) => facts.name.toLowerCase(),
};

/** Alphabetical order follows the shopper's language (behaviour §5 in every locale): "Ä" sorts with "A" in German. */
const collators = new Map<string, Intl.Collator>();
export function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * Sorts by the query's key; equal keys fall back to the database id, so pages never overlap or
 * skip a product. Keys are computed once per product, not once per comparison.
 */
export function sortFacts(
  products: ListingFacts[],
  query: Pick<ListingQuery, 'orderby' | 'order'>,
  locale = 'en',
): ListingFacts[] {
  const collator = collatorFor(locale);
  const key = sortKey[query.orderby];
  const direction = query.order === 'ASC' ? 1 : -1;
  const keyed = products.map((facts) => ({ facts, key: key(facts) }));
  keyed.sort((a, b) => {
    const byKey =
      typeof a.key === 'string' && typeof b.key === 'string'
        ? collator.compare(a.key, b.key)
        : (a.key as number) - (b.key as number);
    return byKey !== 0 ? byKey * direction : a.facts.id - b.facts.id;
  });
  return keyed.map((entry) => entry.facts);
}

/**
 * The category and search scope and its facets do not depend on the filter, sort or page: they
 * are kept per index (a new index is a new array) and per scope.
 */
const scopes = new WeakMap<readonly ListingFacts[], Map<string, { scope: ListingFacts[]; facets: Facets }>>();
function scopeOf(
  index: readonly ListingFacts[],
  query: ListingQuery,
  locale: string,
): { scope: ListingFacts[]; facets: Facets } {
  let byScope = scopes.get(index);
  if (!byScope) {
    byScope = new Map();
    scopes.set(index, byScope);
  }
  const key = JSON.stringify([query.category ?? null, query.search ?? null, locale]);
  let entry = byScope.get(key);
  if (!entry) {
    const scope = index.filter((facts) => inScope(facts, query, locale));
    entry = { scope, facets: facetsOf(scope, locale) };
    if (byScope.size > 500) byScope.clear();
    byScope.set(key, entry);
  }
  return entry;
}

/** Every attribute key any product of the index has, kept per index like its scopes. */
const indexAttributes = new WeakMap<readonly ListingFacts[], Set<string>>();
function attributesOf(index: readonly ListingFacts[]): Set<string> {
  let keys = indexAttributes.get(index);
  if (!keys) {
    keys = new Set(
      index.flatMap((facts) => facts.attributes.map((attribute) => attributeKey(attribute.slug))),
    );
    indexAttributes.set(index, keys);
  }
  return keys;
}

export function facetsOf(products: ListingFacts[], locale = 'en'): Facets {
  const categories = new Map<string, { slug: string; name: string; count: number; parent?: string }>();
  const attributes = new Map<
    string,
    {
      slug: string;
      name: string;
      terms: Map<string, { slug: string; name: string; count: number }>;
      /** Each product's terms, in the shop's order (term-order.ts). */
      orders: { slug: string; name: string }[][];
    }
  >();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const facts of products) {
    min = Math.min(min, facts.price);
    max = Math.max(max, facts.price);
    for (const category of facts.categories) {
      const entry = categories.get(category.slug) ?? { ...category, count: 0 };
      entry.count += 1;
      categories.set(category.slug, entry);
    }
    for (const attribute of facts.attributes) {
      const entry = attributes.get(attribute.slug) ?? {
        slug: attribute.slug,
        name: attribute.name,
        terms: new Map(),
        orders: [] as { slug: string; name: string }[][],
      };
      entry.orders.push(attribute.terms);
      for (const term of attribute.terms) {
        const termEntry = entry.terms.get(term.slug) ?? { ...term, count: 0 };
        termEntry.count += 1;
        entry.terms.set(term.slug, termEntry);
      }
      attributes.set(attribute.slug, entry);
    }
  }
  const collator = collatorFor(locale);
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  return {
    price: products.length > 0 ? { min, max } : null,
    categories: [...categories.values()].sort(byName),
    attributes: [...attributes.values()]
      // Terms in the shop's own order (WooCommerce's custom ordering), not by name: Short, Medium, Long.
      .map(({ slug, name, terms, orders }) => ({
        slug,
        name,
        terms: mergeTermOrders(orders, collator.compare).map((term) => terms.get(term.slug)!),
      }))
      .sort(byName),
  };
}

/**
 * One page of the listing (behaviour §5), plus facets over the category and search scope (so the
 * filter UI offers every option the shopper could still pick). A page past the last one is
 * NOT_FOUND, which the path-based pager turns into its 404 page.
 */
export function listPage(index: readonly ListingFacts[], query: ListingQuery, locale = 'en'): ListingPage {
  const { scope, facets: scopeFacets } = scopeOf(index, query, locale);
  // A search that finds nothing keeps its category's filters (gateway README, listing facets):
  // the panel stays as it was, and a category or another search is one tap away.
  const facets =
    scope.length === 0 && query.search
      ? scopeOf(index, { ...query, search: undefined }, locale).facets
      : scopeFacets;
  // An attribute no product of the shop has is no filter at all: left out, not "no products" (the
  // web names it in its notice, as it does an entry it cannot read). One the shop has applies on
  // every listing, so a category page answers `finish[glossy]` as /products does: with the
  // products that have it, none when the category has no finish (gateway README, listing facets).
  const known = attributesOf(index);
  const unknownAttributes = [...query.attributes.keys()].filter((slug) => !known.has(attributeKey(slug)));
  const applied: ListingQuery = {
    ...query,
    attributes: new Map([...query.attributes].filter(([slug]) => known.has(attributeKey(slug)))),
  };
  const matches = sortFacts(
    scope.filter((facts) => passesFilter(facts, applied)),
    query,
    locale,
  );
  const total = matches.length;
  const pageCount = Math.ceil(total / query.perPage);
  if (query.page > Math.max(pageCount, 1))
    throw notFound(`Page ${query.page} not found: the listing has ${pageCount} pages.`);
  const start = (query.page - 1) * query.perPage;
  const ids = matches.slice(start, start + query.perPage).map((facts) => facts.id);
  return {
    ids,
    total,
    from: total === 0 ? 0 : start + 1,
    to: start + ids.length,
    page: query.page,
    pageCount,
    facets,
    unknownAttributes,
  };
}
