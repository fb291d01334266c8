import type { FastifyBaseLogger } from 'fastify';
import {
  commerceLanguage,
  commerceRequest,
  type CommerceTransport,
} from '../upstreams/commerce-transport.ts';
import { attributeSlug, highestListedPrice, searchTextOf, type ListingFacts } from './listing-facts.ts';
import { withoutUpstreamBudget } from '../upstreams/resilience.ts';

/**
 * A product's terms of an attribute in the shop's own order: WooCommerce's custom ordering (its
 * default for an attribute). WPGraphQL orders terms by name unless told, and orders any other key
 * DESC unless told, hence both arguments.
 */
const orderedTerms = 'terms(first: 100, where: { orderby: MENU_ORDER, order: ASC }) { nodes { slug name } }';

/** Every fact the listing filters and sorts on, and nothing the page itself shows. */
const factsFields = `
  databaseId slug name date modified onSale averageRating
  description shortDescription
  ... on ProductWithPricing { price(format: RAW) regularPrice(format: RAW) salePrice(format: RAW) }
  ... on GroupProduct {
    products(first: 100) { nodes { onSale ... on ProductWithPricing { price(format: RAW) regularPrice(format: RAW) salePrice(format: RAW) } } }
  }
  productCategories(first: 100) { nodes { slug name ancestors(first: 20) { nodes { slug name } } } }
  ... on ProductWithAttributes {
    attributes(first: 50) { nodes { ... on GlobalProductAttribute { name label ${orderedTerms} } } }
  }
  ... on InventoriedProduct { stockStatus }
  ... on ProductWithVariations {
    variations(first: 100) { nodes { stockStatus attributes(first: 20) { nodes { name value } } } }
  }`;

// wp-graphql-polylang's filter: names, descriptions and terms in the index's language.
export const pageQuery = `query GatewayListingIndex($after: String, $size: Int!, $language: LanguageCodeFilterEnum) {
  products(first: $size, after: $after, where: { status: "publish", visibility: VISIBLE, language: $language }) {
    pageInfo { hasNextPage endCursor }
    nodes { ${factsFields} }
  }
}`;

export const oneQuery = `query GatewayListingFacts($id: ID!) {
  product(id: $id, idType: DATABASE_ID) { status catalogVisibility ${factsFields} }
}`;

interface RawPrices {
  onSale?: boolean | null;
  price?: string | null;
  regularPrice?: string | null;
  salePrice?: string | null;
}

interface RawProduct extends RawPrices {
  databaseId: number;
  slug?: string | null;
  name?: string | null;
  date?: string | null;
  modified?: string | null;
  averageRating?: number | null;
  description?: string | null;
  shortDescription?: string | null;
  /** A grouped product's children (GroupProduct.products). */
  products?: { nodes: RawPrices[] } | null;
  status?: string | null;
  catalogVisibility?: string | null;
  stockStatus?: string | null;
  variations?: {
    nodes: {
      stockStatus?: string | null;
      attributes?: { nodes: { name?: string | null; value?: string | null }[] } | null;
    }[];
  } | null;
  productCategories?: {
    nodes: {
      slug?: string | null;
      name?: string | null;
      ancestors?: { nodes: { slug?: string | null; name?: string | null }[] } | null;
    }[];
  } | null;
  attributes?: {
    nodes: {
      name?: string | null;
      label?: string | null;
      terms?: { nodes: { slug?: string | null; name?: string | null }[] } | null;
    }[];
  } | null;
}

type RawCategory = { slug?: string | null; name?: string | null };

/**
 * A product belongs to its categories and to every ancestor of them, as WooCommerce counts a
 * category (wc_term_recount): the Shapes page lists the products of Almond, Coffin, … too, and
 * `category[shapes]` keeps them (gateway README, category trees).
 */
function categoriesWithAncestors(
  nodes: (RawCategory & { ancestors?: { nodes: RawCategory[] } | null })[],
): ListingFacts['categories'] {
  const bySlug = new Map<string, ListingFacts['categories'][number]>();
  const add = (node: RawCategory, parent: RawCategory | undefined) => {
    const slug = (node.slug ?? '').toLowerCase();
    if (bySlug.has(slug)) return;
    const parentSlug = parent?.slug?.toLowerCase();
    bySlug.set(slug, { slug, name: node.name ?? '', ...(parentSlug ? { parent: parentSlug } : {}) });
  };
  // WPGraphQL lists a term's ancestors from its parent up to the root.
  for (const category of nodes) {
    const ancestors = category.ancestors?.nodes ?? [];
    [category, ...ancestors].forEach((node, index) => add(node, ancestors[index]));
  }
  return [...bySlug.values()];
}

function pricesOf(raw: RawPrices): Pick<ListingFacts, 'onSale' | 'price' | 'regularPrice' | 'salePrice'> {
  const price = highestListedPrice(raw.price) ?? 0;
  return {
    price,
    regularPrice: highestListedPrice(raw.regularPrice) ?? price,
    salePrice: highestListedPrice(raw.salePrice),
    onSale: Boolean(raw.onSale),
  };
}

const sizeAttribute = 'size';
// Backorders let the shopper buy now too: WooCommerce calls both purchasable.
const buyable = (stockStatus: string | null | undefined) =>
  stockStatus === 'IN_STOCK' || stockStatus === 'ON_BACKORDER';

/**
 * The size terms she can buy now (`ListingFacts.inStockSizes`): a variation names its size by
 * slug in `pa_size`, or leaves it empty ("any size"), which stands for every size of the product.
 */
function inStockSizesOf(raw: RawProduct, sizes: string[] | undefined): string[] | undefined {
  if (!sizes) return undefined;
  const variations = raw.variations?.nodes;
  if (!variations || variations.length === 0) return buyable(raw.stockStatus) ? sizes : [];
  const inStock = new Set<string>();
  for (const variation of variations.filter((node) => buyable(node.stockStatus))) {
    const size = variation.attributes?.nodes.find((node) => attributeSlug(node.name ?? '') === sizeAttribute);
    if (!size?.value) sizes.forEach((slug) => inStock.add(slug));
    else inStock.add(size.value.toLowerCase());
  }
  return sizes.filter((slug) => inStock.has(slug));
}

export function toFacts(raw: RawProduct): ListingFacts {
  const children = raw.products?.nodes.map(pricesOf);
  const attributes = (raw.attributes?.nodes ?? [])
    .filter((node) => node.name && node.terms) // local attributes have no terms: not filterable (behaviour §2)
    .map((node) => ({
      slug: attributeSlug(node.name!),
      name: node.label ?? attributeSlug(node.name!),
      terms: (node.terms?.nodes ?? []).map((term) => ({ slug: term.slug ?? '', name: term.name ?? '' })),
    }));
  const sizes = attributes
    .find((attribute) => attribute.slug === sizeAttribute)
    ?.terms.map((term) => term.slug.toLowerCase());
  const inStockSizes = inStockSizesOf(raw, sizes);
  return {
    id: raw.databaseId,
    slug: raw.slug ?? '',
    name: raw.name ?? '',
    searchText: searchTextOf(raw.name, raw.description, raw.shortDescription),
    date: raw.date ? Date.parse(raw.date) || 0 : 0,
    modified: raw.modified ? Date.parse(raw.modified) || undefined : undefined,
    ...pricesOf(raw),
    ...(children && children.length > 0 ? { children } : {}),
    averageRating: raw.averageRating ?? 0,
    categories: categoriesWithAncestors(raw.productCategories?.nodes ?? []),
    attributes,
    ...(inStockSizes ? { inStockSizes } : {}),
  };
}

/**
 * The listing index: the filter and sort facts of every visible product, fetched from commerce
 * in pages of 100 and kept in this process (a few MB for 10,000 products). Webhooks patch single
 * products; a full rebuild runs when it is older than `maxAgeMs` (stale-while-revalidate: the old
 * index answers while the new one loads).
 */
export class ListingIndex {
  /** One index per shopper language: names and search texts differ, ids and prices do not. */
  private readonly perLocale = new Map<string, { products: ListingFacts[]; builtAt: number }>();
  private readonly building = new Map<string, Promise<ListingFacts[]>>();
  private goneListener?: (ids: number[]) => void;

  constructor(
    private readonly transport: CommerceTransport,
    private readonly maxAgeMs: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** The index in a language ("de"; default English), built on first use. */
  async products(locale?: string): Promise<readonly ListingFacts[]> {
    const language = commerceLanguage(locale);
    const current = this.perLocale.get(language);
    if (!current) return this.rebuild(language);
    if (Date.now() - current.builtAt > this.maxAgeMs) {
      this.rebuild(language).catch((error: unknown) =>
        this.log?.warn({ err: error, language }, 'listing index rebuild failed; keeping the old one'),
      );
    }
    return current.products;
  }

  rebuild(locale?: string): Promise<ListingFacts[]> {
    const language = commerceLanguage(locale);
    let building = this.building.get(language);
    if (!building) {
      // Shared by every listing: bounded by commerce's own timeout, not the budget of the page that began it.
      building = withoutUpstreamBudget(() => this.fetchAll(language))
        .then((products) => {
          this.perLocale.set(language, { products, builtAt: Date.now() });
          return products;
        })
        .finally(() => this.building.delete(language));
      this.building.set(language, building);
    }
    return building;
  }

  /** Forgets the index in every language: the next listing waits for a fresh one. */
  invalidate(): void {
    this.perLocale.clear();
  }

  /**
   * Commerce answered these products as null or not found (unpublished, deleted): they leave
   * the index now, not at the next rebuild. The listener (the catalogue sync) tells every other
   * gateway process and moves the catalogue version, so no cached page keeps showing them.
   */
  reportGone(ids: number[]): void {
    const gone = ids.filter((id) => this.has(id));
    if (gone.length === 0) return;
    this.drop(gone);
    this.goneListener?.(gone);
  }

  /** Who hears `reportGone` (one listener: the catalogue sync). */
  whenGone(listener: (ids: number[]) => void): void {
    this.goneListener = listener;
  }

  /** Removes products from the index in every built language. */
  drop(ids: number[]): void {
    const gone = new Set(ids);
    for (const [language, current] of this.perLocale) {
      this.perLocale.set(language, {
        products: current.products.filter((facts) => !gone.has(facts.id)),
        builtAt: current.builtAt,
      });
    }
  }

  private has(id: number): boolean {
    for (const current of this.perLocale.values())
      if (current.products.some((facts) => facts.id === id)) return true;
    return false;
  }

  /** A product was created, updated or deleted (commerce webhook): refetch just that one. */
  async refreshProduct(id: number): Promise<void> {
    await Promise.all([...this.perLocale.keys()].map((language) => this.refreshIn(language, id)));
  }

  private async refreshIn(language: string, id: number): Promise<void> {
    const result = await commerceRequest(
      this.transport,
      oneQuery,
      { id: String(id) },
      { idempotent: true, language },
    );
    const current = this.perLocale.get(language);
    if (!current) return;
    const raw = (result.data as { product?: RawProduct | null } | null)?.product;
    const visible =
      raw &&
      raw.status === 'publish' &&
      raw.catalogVisibility !== 'HIDDEN' &&
      raw.catalogVisibility !== 'SEARCH';
    const others = current.products.filter((facts) => facts.id !== id);
    this.perLocale.set(language, {
      products: visible ? [...others, toFacts(raw)] : others,
      builtAt: current.builtAt,
    });
  }

  private async fetchAll(language: string): Promise<ListingFacts[]> {
    const products: ListingFacts[] = [];
    let after: string | null = null;
    for (;;) {
      const result = await commerceRequest(
        this.transport,
        pageQuery,
        { after, size: 100, language: language.toUpperCase() },
        { idempotent: true, language },
      );
      if (result.errors?.length) throw new Error(`listing index: ${result.errors[0]!.message}`);
      const page = (
        result.data as {
          products: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: RawProduct[] };
        }
      ).products;
      products.push(...page.nodes.map(toFacts));
      if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return products;
      after = page.pageInfo.endCursor;
    }
  }
}
