import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startStack, type Stack } from '../support/stack.ts';

describe('catalogue through the gateway (real commerce and content)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => stack?.close(), 60_000);

  it('lists one page of products with the count and facets', async () => {
    const browser = new Browser(stack.gateway);
    const { data, errors } = await browser.graphql<{
      catalogue: {
        total: number;
        from: number;
        to: number;
        products: { name: string; slug: string }[];
        facets: { categories: { slug: string }[] };
      };
    }>(
      `query { catalogue(perPage: 5) { total from to page pageCount products { name slug ... on ProductWithPricing { price } } facets { price { min max } categories { slug name count } attributes { slug terms { slug count } } } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data.catalogue.total).toBeGreaterThan(5);
    expect(data.catalogue).toMatchObject({ from: 1, to: 5 });
    expect(data.catalogue.products).toHaveLength(5);
    expect(data.catalogue.facets.categories.length).toBeGreaterThan(0);
  });

  it("lists Length and Size in the shop's own order, in English and German", async () => {
    type Facets = { catalogue: { facets: { attributes: { slug: string; terms: { slug: string }[] }[] } } };
    for (const locale of ['en', 'de']) {
      const response = await stack.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-locale': locale },
        payload: {
          query: `query { catalogue(perPage: 1) { facets { attributes { slug terms { slug } } } } }`,
        },
      });
      const { data, errors } = response.json() as { data: Facets; errors?: unknown };
      expect(errors).toBeUndefined();
      const terms = (slug: string) =>
        data.catalogue.facets.attributes
          .find((attribute) => attribute.slug === slug)
          ?.terms.map((term) => term.slug);
      expect(terms('length'), locale).toEqual(['short', 'medium', 'long']);
      expect(terms('size'), locale).toEqual(['xs', 's', 'm', 'l']);
    }
  });

  it('applies an attribute filter on a category page as /products does: accessories have no finish', async () => {
    const browser = new Browser(stack.gateway);
    type Answer = {
      catalogue: {
        total: number;
        unknownAttributes: string[];
        facets: { categories: { slug: string; count: number }[] };
      };
    };
    const listing = async (category: string | null, filter: string | null) => {
      const { data, errors } = await browser.graphql<Answer>(
        `query ($category: String, $filter: String) { catalogue(category: $category, filter: $filter, perPage: 1) { total unknownAttributes facets { categories { slug count } } } }`,
        { category, filter },
      );
      expect(errors).toBeUndefined();
      return data.catalogue;
    };
    expect((await listing(null, 'pa_finish[glossy]')).total).toBeGreaterThan(0);
    const accessories = await listing('accessories', 'pa_finish[glossy]');
    // "0 of 13": no accessory has a finish; the category still counts its 13.
    expect(accessories).toMatchObject({ total: 0, unknownAttributes: [] });
    expect(accessories.facets.categories.find((category) => category.slug === 'accessories')?.count).toBe(13);
    expect(await listing('accessories', 'unknownattr[x]')).toMatchObject({
      total: 13,
      unknownAttributes: ['unknownattr'],
    });
  });

  it('keeps the listing order when it fetches the page from commerce', async () => {
    const browser = new Browser(stack.gateway);
    const { data } = await browser.graphql<{ catalogue: { products: { price: string }[] } }>(
      `query { catalogue(orderby: "price", order: "DESC", perPage: 12) { products { ... on ProductWithPricing { price(format: RAW) } } } }`,
    );
    const highest = data.catalogue.products.map((product) =>
      Math.max(...product.price.split(',').map(Number)),
    );
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    expect(highest).toHaveLength(12);
  });

  it('lists a category with its descendants: every page count equals the category count of the menu', async () => {
    const browser = new Browser(stack.gateway);
    const { data: tree } = await browser.graphql<{
      productCategories: { nodes: { slug: string; count: number; parentDatabaseId: number | null }[] };
    }>(`query { productCategories(first: 100) { nodes { slug count parentDatabaseId } } }`);
    const counts = new Map(tree.productCategories.nodes.map((node) => [node.slug, node.count]));
    expect(counts.get('shapes')).toBe(50);
    expect(counts.get('styles')).toBe(43);
    expect(counts.get('accessories')).toBe(13);
    for (const node of tree.productCategories.nodes.filter((category) => category.count > 0)) {
      const { data } = await browser.graphql<{ catalogue: { total: number } }>(
        `query ($slug: String) { catalogue(category: $slug, perPage: 1) { total } }`,
        { slug: node.slug },
      );
      expect({ slug: node.slug, total: data.catalogue.total }).toEqual({
        slug: node.slug,
        total: node.count,
      });
    }
    const { data: filtered } = await browser.graphql<{ catalogue: { total: number } }>(
      `query { catalogue(filter: "category[accessories]", perPage: 1) { total } }`,
    );
    expect(filtered.catalogue.total).toBe(13);
  });

  it('answers a malformed filter with BAD_USER_INPUT naming the entry', async () => {
    const browser = new Browser(stack.gateway);
    const { errors } = await browser.graphql(`query { catalogue(filter: "price[10],sale[true]") { total } }`);
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', entry: 'price[10]' });
    expect(errors?.[0]?.message).toContain('price[10]');
  });

  it('serves content with defaults (banner, global, newsletter texts)', async () => {
    const browser = new Browser(stack.gateway);
    const { data, errors } = await browser.graphql<{
      siteGlobal: { siteName: string };
      topBanner: { links: { text: string }[] };
    }>(
      `query { siteGlobal { siteName logoUrl } topBanner(locale: "de_DE") { background links { text link sort } } newsletterSettings { title description } }`,
    );
    expect(errors).toBeUndefined();
    expect(data.siteGlobal.siteName).toBeTruthy();
    expect(data.topBanner.links.length).toBeGreaterThan(0);
  });
});
