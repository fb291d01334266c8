import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListingFacts } from '../../src/catalogue/listing-facts.ts';
import { listPage } from '../../src/catalogue/listing.ts';
import { parseListingArgs } from '../../src/catalogue/listing-query.ts';
import { toFacts } from '../../src/catalogue/listing-index.ts';

/**
 * A WooCommerce category tree: a category page and `category[…]` include every descendant
 * (gateway README, category trees). The reference walks this map itself; the products reach the
 * implementation as commerce hands them out (direct categories with their `ancestors`).
 */
const parentOf: Record<string, string | undefined> = {
  almond: 'shapes',
  coffin: 'shapes',
  'short-coffin': 'coffin',
  french: 'styles',
  glue: 'accessories',
};
const directCategories = new WeakMap<ListingFacts, string[]>();
const inCategory = (direct: string[], wanted: string) =>
  direct.some((slug) => {
    for (let current: string | undefined = slug; current; current = parentOf[current])
      if (current === wanted) return true;
    return false;
  });
const asCommerceCategory = (slug: string) => {
  const ancestors = [];
  for (let current = parentOf[slug]; current; current = parentOf[current])
    ancestors.push({ slug: current, name: current });
  return { slug, name: slug, ancestors: { nodes: ancestors } };
};

/**
 * The naive reference: behaviour §5 read literally, one product at a time, no shared helpers with the
 * implementation (its own percent-off, its own attribute comparison, its own paging).
 */
function reference(
  catalogue: ListingFacts[],
  args: {
    orderby: string;
    order: string;
    page: number;
    perPage: number;
    category?: string;
    search?: string;
    categories: string[];
    price?: [number, number];
    rating?: number;
    sale: boolean;
    colors: string[];
    locale: string;
  },
): number[] {
  const squash = (text: string) =>
    text
      .toLowerCase()
      .split('')
      .filter((char) => char !== '-' && char.trim() !== '')
      .join('');
  const scope: ListingFacts[] = [];
  for (const product of catalogue) {
    const direct = directCategories.get(product) ?? [];
    if (args.category !== undefined && !inCategory(direct, args.category)) continue;
    if (
      args.search !== undefined &&
      product.searchText.indexOf(args.search.toLocaleLowerCase(args.locale)) === -1
    )
      continue;
    scope.push(product);
  }
  // A filter on an attribute no product of the shop has is left out; one the shop has applies on
  // every listing, a category's included (gateway README, listing facets).
  const colorFilters = catalogue.some((product) =>
    product.attributes.some((attribute) => attribute.slug === 'color'),
  );
  const kept: ListingFacts[] = [];
  for (const product of scope) {
    const direct = directCategories.get(product) ?? [];
    if (args.categories.length > 0 && !args.categories.some((slug) => inCategory(direct, slug))) continue;
    if (args.price && !(product.price >= args.price[0] && product.price <= args.price[1])) continue;
    if (args.rating !== undefined && !(product.averageRating >= args.rating)) continue;
    if (args.sale && !product.onSale) continue;
    if (colorFilters && args.colors.length > 0) {
      const color = product.attributes.find((attribute) => attribute.slug === 'color');
      const terms = color ? color.terms.map((term) => squash(term.slug)) : [];
      if (!args.colors.some((wanted) => terms.includes(squash(wanted)))) continue;
    }
    kept.push(product);
  }
  const value = (product: ListingFacts): number | string => {
    switch (args.orderby) {
      case 'price':
        return product.price;
      case 'rating':
        return product.averageRating;
      case 'discount': {
        // The card's badge: a listed sale price (variable products), else the current price.
        const sale = product.salePrice ?? product.price;
        return product.onSale && product.regularPrice > sale
          ? (100 * (product.regularPrice - sale)) / product.regularPrice
          : 0;
      }
      case 'alphabetically':
        return product.name.toLowerCase();
      default:
        return product.date;
    }
  };
  const sign = args.order === 'ASC' ? 1 : -1;
  kept.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return a.id - b.id;
    if (typeof x === 'string') return sign * x.localeCompare(y as string, args.locale);
    return (x as number) < (y as number) ? -sign : sign;
  });
  const result: number[] = [];
  for (let i = (args.page - 1) * args.perPage; i < kept.length && result.length < args.perPage; i += 1)
    result.push(kept[i]!.id);
  return result;
}

const slugs = ['almond', 'coffin', 'short-coffin', 'square', 'french', 'glue'];
const categorySlugs = [...slugs, 'shapes', 'styles', 'accessories', 'empty'];
const colors = ['red', 'light-pink', 'nude'];
// Names whose order depends on the language's collation (behaviour §5 holds in every locale):
// accents, umlauts and ñ sort beside their base letter in some languages and apart in others.
const names = [
  'Rose',
  'rose glow',
  'Noir',
  'Almond Milk',
  'Sunset',
  'ice',
  'Ölweiß',
  'Äpfel',
  'Zimt',
  'Éclat',
  'écharpe',
  'ñandú',
  'Nube',
  'Çedilha',
  'Cereja',
];
const locales = ['en', 'de', 'es', 'fr', 'it', 'pt'];

const product = (id: number) =>
  fc
    .record({
      name: fc.constantFrom(...names),
      price: fc.constantFrom(0, 5, 9.99, 10, 15, 20, 20.01, 40),
      regular: fc.constantFrom(0, 10, 20, 40),
      sale: fc.option(fc.constantFrom(5, 15, 30), { nil: undefined }),
      onSale: fc.boolean(),
      rating: fc.constantFrom(0, 1, 3.5, 4, 4.5, 5),
      day: fc.integer({ min: 1, max: 20 }),
      categories: fc.subarray(slugs),
      colors: fc.subarray(colors),
    })
    .map((raw): ListingFacts => {
      const facts: ListingFacts = {
        id,
        slug: `p-${id}`,
        name: raw.name,
        searchText: raw.name.toLowerCase(),
        date: Date.UTC(2026, 0, raw.day),
        price: raw.price,
        regularPrice: Math.max(raw.regular, raw.price),
        salePrice: raw.sale,
        onSale: raw.onSale,
        averageRating: raw.rating,
        categories: toFacts({
          databaseId: id,
          productCategories: { nodes: raw.categories.map(asCommerceCategory) },
        }).categories,
        attributes:
          raw.colors.length > 0
            ? [{ slug: 'color', name: 'Color', terms: raw.colors.map((slug) => ({ slug, name: slug })) }]
            : [],
      };
      directCategories.set(facts, raw.categories);
      return facts;
    });

const catalogue = fc
  .integer({ min: 0, max: 60 })
  .chain((size) => fc.tuple(...Array.from({ length: size }, (_, i) => product(i + 1))));

const request = fc.record({
  category: fc.option(fc.constantFrom(...categorySlugs), { nil: undefined }),
  search: fc.option(fc.constantFrom('rose', 'ROSE', 'almond', 'ice', 'zzz', 'ÖL', 'äpfel', 'ÉC', 'ñan'), {
    nil: undefined,
  }),
  categories: fc.subarray(categorySlugs),
  price: fc.option(fc.constantFrom<[number, number]>([10, 20], [0, 9.99], [20, 20], [15, 40]), {
    nil: undefined,
  }),
  rating: fc.option(fc.constantFrom(0, 3.5, 4, 5), { nil: undefined }),
  sale: fc.boolean(),
  colors: fc.subarray(['red', 'light pink', 'lightpink', 'nude']),
  orderby: fc.constantFrom('date', 'price', 'rating', 'discount', 'alphabetically'),
  order: fc.constantFrom('ASC', 'DESC'),
  page: fc.integer({ min: 1, max: 3 }),
  perPage: fc.integer({ min: 1, max: 30 }),
  locale: fc.constantFrom(...locales),
});

describe('catalogue listing against a naive reference', () => {
  it('returns the same page, total and bounds on random catalogues, in each language', () => {
    fc.assert(
      fc.property(catalogue, request, (products, args) => {
        const filter = [
          args.categories.length > 0 ? `category[${args.categories.join(',')}]` : '',
          args.price ? `price[${args.price[0]},${args.price[1]}]` : '',
          args.rating !== undefined ? `rating[${args.rating}]` : '',
          args.sale ? 'sale[true]' : '',
          args.colors.length > 0 ? `pa_color[${args.colors.join(',')}]` : '',
        ]
          .filter(Boolean)
          .join(',');
        const expected = reference(products, args);
        const query = parseListingArgs({ ...args, filter }, { defaultPerPage: 24, maxPerPage: 100 });
        let page;
        try {
          page = listPage(products, query, args.locale);
        } catch {
          // Past the last page: the reference has nothing there either.
          expect(expected).toEqual([]);
          expect(args.page).toBeGreaterThan(1);
          return;
        }
        expect(page.ids).toEqual(expected);
        const total = reference(products, { ...args, page: 1, perPage: 100_000 }).length;
        expect(page.total).toBe(total);
        expect(page.from).toBe(expected.length === 0 ? 0 : (args.page - 1) * args.perPage + 1);
        expect(page.to).toBe(expected.length === 0 ? 0 : (args.page - 1) * args.perPage + expected.length);
      }),
      { numRuns: 400 },
    );
  });
});
