import { describe, expect, it } from 'vitest';
import { highestListedPrice, percentOff, searchTextOf } from '../../src/catalogue/listing-facts.ts';
import { toFacts } from '../../src/catalogue/listing-index.ts';
import { listPage } from '../../src/catalogue/listing.ts';
import { parseListingArgs, type ListingArgs } from '../../src/catalogue/listing-query.ts';
import { facts } from '../support/catalogue/fixtures.ts';

const limits = { defaultPerPage: 24, maxPerPage: 100 };
const ids = (index: Parameters<typeof listPage>[0], args: ListingArgs) =>
  listPage(index, parseListingArgs(args, limits)).ids;

describe('catalogue listing (behaviour §5)', () => {
  const priced = [
    facts(1, { price: 9.99 }),
    facts(2, { price: 10 }),
    facts(3, { price: 15 }),
    facts(4, { price: 20 }),
    facts(5, { price: 20.01 }),
  ];

  it('includes both price bounds, on the highest listed price', () => {
    expect(ids(priced, { filter: 'price[10,20]', orderby: 'price', order: 'ASC' })).toEqual([2, 3, 4]);
    expect(ids(priced, { filter: 'price[20,20]' })).toEqual([4]);
    expect(highestListedPrice('10.00,14.00')).toBe(14);
    expect(highestListedPrice('€10.00 - €14.00')).toBe(14);
    expect(highestListedPrice('')).toBeUndefined();
  });

  it('keeps products at or above the minimum rating', () => {
    const rated = [
      facts(1, { averageRating: 3.99 }),
      facts(2, { averageRating: 4 }),
      facts(3, { averageRating: 5 }),
    ];
    expect(ids(rated, { filter: 'rating[4]', order: 'ASC' })).toEqual([2, 3]);
    expect(ids(rated, { filter: 'rating[0]' })).toHaveLength(3);
  });

  it('keeps only on-sale products with sale[true]', () => {
    const sale = [facts(1, { onSale: true }), facts(2), facts(3, { onSale: true })];
    expect(ids(sale, { filter: 'sale[true]', order: 'ASC' })).toEqual([1, 3]);
  });

  it('matches category and attribute slugs, any value within a key, every key', () => {
    const index = [
      facts(1, {
        categories: [{ slug: 'almond', name: 'Almond' }],
        attributes: [{ slug: 'color', name: 'Color', terms: [{ slug: 'light-pink', name: 'Light pink' }] }],
      }),
      facts(2, {
        categories: [{ slug: 'coffin', name: 'Coffin' }],
        attributes: [{ slug: 'color', name: 'Color', terms: [{ slug: 'red', name: 'Red' }] }],
      }),
      facts(3, { categories: [{ slug: 'almond', name: 'Almond' }] }),
    ];
    expect(ids(index, { filter: 'category[almond,coffin]', order: 'ASC' })).toEqual([1, 2, 3]);
    expect(ids(index, { filter: 'category[almond],color[lightpink]' })).toEqual([1]);
    expect(ids(index, { filter: 'pa_color[Light Pink,red]', order: 'ASC' })).toEqual([1, 2]);
    expect(ids(index, { filter: 'category[ALMOND]', order: 'ASC' })).toEqual([1, 3]);
    expect(ids(index, { category: 'coffin' })).toEqual([2]);
  });

  it('searches case-insensitively in the first non-empty of name, description and short description', () => {
    expect(searchTextOf('Rose Almond', '<p>Glossy set</p>', 'short')).toBe('rose almond');
    expect(searchTextOf('', '<p>Glossy&nbsp;set</p>', 'short')).toBe('glossy set');
    expect(searchTextOf(null, '', 'Short one')).toBe('short one');
    const index = [
      facts(1, { name: 'Rose Almond', searchText: searchTextOf('Rose Almond', 'glossy', '') }),
      facts(2, { name: 'Glossy Coffin', searchText: searchTextOf('Glossy Coffin', '', '') }),
    ];
    // "glossy" is in product 1's description, but only its name is tested because it is non-empty.
    expect(ids(index, { search: 'GLOSSY' })).toEqual([2]);
    expect(ids(index, { search: '  rose ' })).toEqual([1]);
  });

  it('sorts by date DESC by default, and by price, rating, percent off and name', () => {
    const index = [
      facts(1, { name: 'banana', price: 30, regularPrice: 40, onSale: true, averageRating: 2 }),
      facts(2, { name: 'Apple', price: 10, regularPrice: 20, onSale: true, averageRating: 5 }),
      facts(3, { name: 'cherry', price: 20, regularPrice: 20, averageRating: 4 }),
    ];
    expect(ids(index, {})).toEqual([3, 2, 1]);
    expect(ids(index, { order: 'ASC' })).toEqual([1, 2, 3]);
    expect(ids(index, { orderby: 'price' })).toEqual([1, 3, 2]);
    expect(ids(index, { orderby: 'rating' })).toEqual([2, 3, 1]);
    expect(ids(index, { orderby: 'discount' })).toEqual([2, 1, 3]);
    expect(ids(index, { orderby: 'alphabetically', order: 'ASC' })).toEqual([2, 1, 3]);
    expect(percentOff(index[0]!)).toBe(25);
    expect(percentOff({ onSale: false, price: 5, regularPrice: 10 })).toBe(0);
  });

  it('ranks a variable product by the percent its card shows (sale price against regular)', () => {
    // Sizes at €20; one on sale at €15: the highest current price is a full one, the badge says −25%.
    const variable = facts(1, { price: 20, regularPrice: 20, salePrice: 15, onSale: true });
    const tenOff = facts(2, { price: 18, regularPrice: 20, onSale: true });
    expect(percentOff(variable)).toBe(25);
    expect(ids([variable, tenOff], { orderby: 'discount' })).toEqual([1, 2]);
  });

  it("ranks a grouped product by its largest child's percent, not by its price range", () => {
    // The seeded "French Tips Trio" as commerce lists it: price 11.20,18.90, regular 12.90,18.90,
    // sale 11.20 (18.90 against 11.20 reads −41%), while its one child on sale is 14.90 → 11.20.
    const trio = toFacts({
      databaseId: 1,
      onSale: true,
      price: '11.20,18.90',
      regularPrice: '12.90,18.90',
      salePrice: '11.20',
      products: {
        nodes: [
          { onSale: true, price: '11.20', regularPrice: '14.90', salePrice: '11.20' },
          { onSale: false, price: '18.90', regularPrice: '18.90', salePrice: null },
        ],
      },
    });
    const thirtyOff = facts(2, { price: 14, regularPrice: 20, onSale: true });
    expect(Math.round(percentOff(trio))).toBe(25);
    expect(ids([trio, thirtyOff], { orderby: 'discount' })).toEqual([2, 1]);
    const noChildOnSale = toFacts({
      databaseId: 3,
      onSale: true,
      price: '12,18',
      regularPrice: '14,18',
      salePrice: '12',
      products: { nodes: [{ onSale: false, price: '18', regularPrice: '18' }] },
    });
    expect(percentOff(noChildOnSale)).toBe(0);
  });

  it('leaves out an attribute no product of the shop has, instead of answering no products', () => {
    const red = { slug: 'color', name: 'Color', terms: [{ slug: 'red', name: 'Red' }] };
    const index = [facts(1, { attributes: [red] }), facts(2)];
    expect(ids(index, { filter: 'unknownattr[x]' })).toEqual([2, 1]);
    expect(ids(index, { filter: 'color[red],unknownattr[x]' })).toEqual([1]);
    expect(ids(index, { filter: 'color[blue]' })).toEqual([]);
    const page = listPage(index, parseListingArgs({ filter: 'color[red],unknownattr[x]' }, limits));
    expect(page.unknownAttributes).toEqual(['unknownattr']);
  });

  it('applies an attribute the shop has on a category page where no product has it, as /products does', () => {
    const glossy = { slug: 'finish', name: 'Finish', terms: [{ slug: 'glossy', name: 'Glossy' }] };
    const accessories = [{ slug: 'accessories', name: 'Accessories' }];
    const index = [
      facts(1, { attributes: [glossy] }),
      facts(2, { categories: accessories }),
      facts(3, { categories: accessories }),
    ];
    const everything = listPage(index, parseListingArgs({ filter: 'pa_finish[glossy]' }, limits));
    expect(everything).toMatchObject({ ids: [1], total: 1, unknownAttributes: [] });
    const category = listPage(
      index,
      parseListingArgs({ category: 'accessories', filter: 'pa_finish[glossy]' }, limits),
    );
    expect(category).toMatchObject({ ids: [], total: 0, unknownAttributes: [] });
    // The category's own facets still count its 2 products: "0 of 2" with nothing to tick for a finish.
    expect(category.facets.categories).toEqual([{ slug: 'accessories', name: 'Accessories', count: 2 }]);
    expect(category.facets.attributes).toEqual([]);
  });

  it("lists an attribute's terms in the shop's own order, merged from every product, not by name", () => {
    const length = (...slugs: string[]) => ({
      slug: 'length',
      name: 'Length',
      terms: slugs.map((slug) => ({ slug, name: slug[0]!.toUpperCase() + slug.slice(1) })),
    });
    // Commerce lists each product's terms in the shop's order (custom ordering); no product has all.
    const index = [
      facts(1, { attributes: [length('short', 'medium')] }),
      facts(2, { attributes: [length('medium', 'long')] }),
      facts(3, { attributes: [length('short', 'long')] }),
    ];
    const page = listPage(index, parseListingArgs({}, limits));
    expect(page.facets.attributes[0]!.terms).toEqual([
      { slug: 'short', name: 'Short', count: 2 },
      { slug: 'medium', name: 'Medium', count: 2 },
      { slug: 'long', name: 'Long', count: 2 },
    ]);
    // In German too: the order is the shop's, whatever the names.
    const german = [facts(1, { attributes: [{ ...length('short', 'medium', 'long') }] })];
    german[0]!.attributes[0]!.terms = [
      { slug: 'short', name: 'Kurz' },
      { slug: 'medium', name: 'Mittel' },
      { slug: 'long', name: 'Lang' },
    ];
    expect(
      listPage(german, parseListingArgs({}, limits), 'de').facets.attributes[0]!.terms.map((t) => t.name),
    ).toEqual(['Kurz', 'Mittel', 'Lang']);
  });

  it('orders terms no product orders against each other by name', () => {
    const size = (...slugs: string[]) => ({
      slug: 'size',
      name: 'Size',
      terms: slugs.map((slug) => ({ slug, name: slug.toUpperCase() })),
    });
    const index = [facts(1, { attributes: [size('s', 'm')] }), facts(2, { attributes: [size('l')] })];
    const terms = listPage(index, parseListingArgs({}, limits)).facets.attributes[0]!.terms;
    // L is ordered against nothing: it comes first by name, then S before M as product 1 says.
    expect(terms.map((term) => term.slug)).toEqual(['l', 's', 'm']);
  });

  it('keeps the category scope’s facets for a search that finds nothing', () => {
    const almond = { slug: 'almond', name: 'Almond' };
    const index = [facts(1, { name: 'Rose', categories: [almond] }), facts(2, { name: 'Gold' })];
    const page = listPage(index, parseListingArgs({ search: 'no such set' }, limits));
    expect(page.total).toBe(0);
    expect(page.facets.categories.map((category) => category.slug)).toEqual(['almond']);
    expect(page.facets.price).toEqual({ min: 10, max: 10 });
  });

  it('breaks ties by database id so pages never overlap', () => {
    const index = [facts(3, { price: 5 }), facts(1, { price: 5 }), facts(2, { price: 5 })];
    expect(ids(index, { orderby: 'price' })).toEqual([1, 2, 3]);
  });

  it('pages with showing X to Y of Z, and refuses a page past the last', () => {
    const index = Array.from({ length: 50 }, (_, i) => facts(i + 1));
    const third = listPage(index, parseListingArgs({ page: 3 }, limits));
    expect(third).toMatchObject({ total: 50, from: 49, to: 50, page: 3, pageCount: 3 });
    expect(third.ids).toEqual([2, 1]);
    expect(listPage(index, parseListingArgs({ perPage: 50 }, limits))).toMatchObject({
      from: 1,
      to: 50,
      pageCount: 1,
    });
    expect(() => listPage(index, parseListingArgs({ page: 4 }, limits))).toThrow(/Page 4 not found/);
    expect(listPage([], parseListingArgs({}, limits))).toMatchObject({
      ids: [],
      total: 0,
      from: 0,
      to: 0,
      pageCount: 0,
    });
  });

  it('builds facets over the category and search scope, ignoring the filter', () => {
    const index = [
      facts(1, {
        price: 5,
        categories: [{ slug: 'almond', name: 'Almond' }],
        attributes: [{ slug: 'color', name: 'Color', terms: [{ slug: 'red', name: 'Red' }] }],
      }),
      facts(2, {
        price: 25,
        categories: [
          { slug: 'almond', name: 'Almond' },
          { slug: 'sale', name: 'Sale' },
        ],
        attributes: [
          {
            slug: 'color',
            name: 'Color',
            terms: [
              { slug: 'red', name: 'Red' },
              { slug: 'blue', name: 'Blue' },
            ],
          },
        ],
      }),
      facts(3, { price: 99, categories: [{ slug: 'coffin', name: 'Coffin' }] }),
    ];
    const page = listPage(index, parseListingArgs({ category: 'almond', filter: 'color[blue]' }, limits));
    expect(page.ids).toEqual([2]);
    expect(page.facets).toEqual({
      price: { min: 5, max: 25 },
      categories: [
        { slug: 'almond', name: 'Almond', count: 2 },
        { slug: 'sale', name: 'Sale', count: 1 },
      ],
      attributes: [
        {
          slug: 'color',
          name: 'Color',
          // Product 2 lists red before blue: the shop's order.
          terms: [
            { slug: 'red', name: 'Red', count: 2 },
            { slug: 'blue', name: 'Blue', count: 1 },
          ],
        },
      ],
    });
  });
});
