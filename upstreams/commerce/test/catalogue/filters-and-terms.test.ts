import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce, type Tree } from '../support/catalogue/harness.ts';

let commerce: TestCommerce;
beforeAll(async () => {
  commerce = await startTestCommerce();
});
afterAll(async () => {
  await commerce?.close();
});

const list = async (where: string, first = 100) => {
  const result = await commerce.query(`{ products(first: ${first}, where: ${where}) {
    pageInfo { hasNextPage }
    nodes { databaseId name slug onSale ... on ProductWithPricing { price(format: RAW) } ... on InventoriedProduct { stockStatus } } } }`);
  expect(result.errors).toBeUndefined();
  return result.data?.products as Tree;
};
const highest = (raw: string) => Math.max(...raw.split(',').map(Number));

describe('products where', () => {
  it('searches name and descriptions, case-insensitively', async () => {
    const byName = await list('{ search: "CHAMPAGNE" }');
    expect(byName.nodes.map((n: Tree) => n.slug)).toEqual(['champagne-glitter-almond-press-on-nails']);
    const byDescription = await list('{ search: "jojoba" }');
    expect(byDescription.nodes.map((n: Tree) => n.slug)).toEqual(['cuticle-oil-pen']);
  });

  it('keeps sale items, a stock status and a price range (by the highest price, bounds included)', async () => {
    const sale = await list('{ onSale: true }');
    expect(sale.nodes.length).toBeGreaterThan(5);
    expect(sale.nodes.every((n: Tree) => n.onSale)).toBe(true);
    const out = await list('{ stockStatus: [OUT_OF_STOCK] }');
    expect(out.nodes.length).toBeGreaterThan(0);
    expect(out.nodes.every((n: Tree) => n.stockStatus === 'OUT_OF_STOCK')).toBe(true);
    const priced = await list('{ minPrice: 14.9, maxPrice: 16.9 }');
    for (const node of priced.nodes as Tree[]) {
      expect(highest(node.price)).toBeGreaterThanOrEqual(14.9);
      expect(highest(node.price)).toBeLessThanOrEqual(16.9);
    }
    // Bounds are inclusive: a product at exactly 16.90 at its highest is kept.
    expect(priced.nodes.some((node: Tree) => highest(node.price) === 16.9)).toBe(true);
    expect(priced.nodes.length).toBeGreaterThan(0);
  });

  it('filters by global attribute terms and combines filters with AND', async () => {
    const matte = await list('{ taxonomyFilter: { filters: [{ taxonomy: PA_FINISH, terms: ["matte"] }] } }');
    const matteCoffin = await list(
      '{ categoryIn: ["coffin"], taxonomyFilter: { filters: [{ taxonomy: PA_FINISH, terms: ["matte"] }] } }',
    );
    expect(matte.nodes.length).toBeGreaterThan(matteCoffin.nodes.length);
    expect(matteCoffin.nodes.map((n: Tree) => n.slug)).toContain('matte-black-coffin-press-on-nails');
  });

  it('keeps the order of `include` and pages a sorted list by cursor', async () => {
    const some = await list('{ include: [5, 2, 9], orderby: [{ field: IN }] }');
    expect(some.nodes.map((n: Tree) => n.databaseId)).toEqual([5, 2, 9]);
    const first =
      await commerce.query(`{ products(first: 24, where: { orderby: [{ field: NAME, order: ASC }] }) {
      pageInfo { hasNextPage endCursor } nodes { name } } }`);
    const page =
      await commerce.query(`{ products(first: 24, after: "${first.data?.products.pageInfo.endCursor}", where: { orderby: [{ field: NAME, order: ASC }] }) {
      pageInfo { hasNextPage hasPreviousPage } nodes { name } } }`);
    const info = page.data?.products.pageInfo;
    expect(info.hasPreviousPage).toBe(true);
    const names = page.data?.products.nodes.map((n: Tree) => n.name as string);
    expect(names).toHaveLength(24);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });
});

describe('terms and countries', () => {
  it('getAllTerms lists a global attribute’s terms with product counts', async () => {
    const { data } = await commerce.run('getAllTerms', { taxonomies: ['PASIZE'] });
    const nodes = data?.terms.nodes as Tree[];
    expect(nodes.map((n) => n.slug).sort()).toEqual(['l', 'm', 's', 'xs']);
    expect(nodes.every((n) => n.taxonomyName === 'pa_size' && n.count > 0)).toBe(true);
    const categories = await commerce.run('getAllTerms', {
      taxonomies: ['PRODUCTCATEGORY'],
      hideEmpty: true,
    });
    expect(categories.data?.terms.nodes.map((n: Tree) => n.slug)).toContain('glitter');
  });

  it('getAllowedCountries and getStates answer where the shop ships', async () => {
    const countries = (await commerce.run('getAllowedCountries')).data?.allowedCountries as string[];
    expect(countries).toEqual(expect.arrayContaining(['DE', 'FR', 'US', 'GB']));
    const us = (await commerce.run('getStates', { country: 'US' })).data?.countryStates as Tree[];
    expect(us).toContainEqual({ code: 'CA', name: 'California' });
    expect(us).toHaveLength(51);
    expect((await commerce.run('getStates', { country: 'DE' })).data?.countryStates).toEqual([]);
    const bad = await commerce.run('getStates', { country: 'XX' });
    expect(bad.errors?.[0]?.message).toMatch(/CountriesEnum/);
  });
});

describe('node(id:)', () => {
  it('resolves the global ids of products, variations, categories, terms, images and reviews', async () => {
    const p = (await commerce.run('getProduct', { slug: 'rose-french-almond-press-on-nails' })).data
      ?.product as Tree;
    const ids = {
      VariableProduct: p.id,
      ProductCategory: (await commerce.query('{ productCategory(id: "almond", idType: SLUG) { id } }')).data
        ?.productCategory.id,
      Comment: p.reviews.edges[0].node.id,
    };
    for (const [type, id] of Object.entries(ids)) {
      const { data } = await commerce.query('query($id: ID!) { node(id: $id) { __typename id } }', { id });
      expect(data?.node).toEqual({ __typename: type, id });
    }
    const more = await commerce.query(
      `query($id: ID!) { product(id: $id) { image { id } ... on VariableProduct { variations(first: 1) { nodes { id } } } } }`,
      { id: p.id },
    );
    for (const id of [more.data?.product.image.id, more.data?.product.variations.nodes[0].id]) {
      const { data } = await commerce.query(
        'query($id: ID!) { node(id: $id) { __typename ... on MediaItem { sourceUrl } ... on ProductVariation { name } } }',
        { id },
      );
      expect(['MediaItem', 'SimpleProductVariation']).toContain(data?.node.__typename);
    }
    expect((await commerce.query('{ node(id: "bm9wZTox") { id } }')).data?.node).toBeNull();
  });
});
