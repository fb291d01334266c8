import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * The catalogue in the shopper's language (gateway README, "Languages"): the web sends its locale
 * (`x-locale`), the gateway asks commerce in it and keeps every cache apart per language.
 */
describe('catalogue in the shopper language (real commerce)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => stack?.close(), 60_000);

  async function graphql<T>(
    locale: string | undefined,
    query: string,
    variables: Record<string, unknown> = {},
  ) {
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(locale ? { 'x-locale': locale } : {}) },
      payload: { query, variables },
    });
    const body = response.json<{ data: T; errors?: { message: string }[] }>();
    expect(body.errors).toBeUndefined();
    return { data: body.data, cache: response.headers['x-cache'] };
  }

  const productQuery = `query ($slug: ID!) { product(id: $slug, idType: SLUG) { name shortDescription productCategories { nodes { name } } } }`;
  const slug = 'classic-milky-french-square-press-on-nails';

  it('answers a German request with German names, and each language from its own cache entry', async () => {
    type Answer = { product: { name: string; productCategories: { nodes: { name: string }[] } } };
    const english = await graphql<Answer>(undefined, productQuery, { slug });
    const german = await graphql<Answer>('de', productQuery, { slug });
    expect(english.data.product.name).toBe('Classic Milky French Square Press-On Nails');
    expect(german.data.product.name).toBe('Press-on-Nägel Classic Milky French in eckiger Form');
    expect(german.data.product.productCategories.nodes.map((node) => node.name).sort()).toEqual([
      'Eckig',
      'French',
    ]);
    // Asked again, both come from the caches, still each in its own language.
    const germanAgain = await graphql<Answer>('de-DE', productQuery, { slug });
    const englishAgain = await graphql<Answer>('en', productQuery, { slug });
    expect(germanAgain.data.product.name).toBe(german.data.product.name);
    expect(englishAgain.data.product.name).toBe(english.data.product.name);
    expect(germanAgain.cache).toBe('hit');
  });

  it('finds a product by a German word, and sorts A to Z by the language', async () => {
    type Listing = { catalogue: { total: number; products: { name: string; slug: string }[] } };
    const listing = `query ($search: String, $orderby: String, $order: String) {
      catalogue(search: $search, orderby: $orderby, order: $order, perPage: 100) { total products { name slug } } }`;
    const german = await graphql<Listing>('de', listing, { search: 'Mandelform' });
    expect(german.data.catalogue.total).toBeGreaterThan(5);
    expect(german.data.catalogue.products.every((product) => product.slug.includes('almond'))).toBe(true);
    expect(german.data.catalogue.products[0]!.name).toMatch(/^Press-on-Nägel .* in Mandelform$/);
    const english = await graphql<Listing>('en', listing, { search: 'Mandelform' });
    expect(english.data.catalogue.total).toBe(0);

    const french = await graphql<Listing>('fr', listing, { orderby: 'alphabetically', order: 'ASC' });
    const names = french.data.catalogue.products.map((product) => product.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    expect(names.some((name) => name.startsWith('Faux ongles press-on'))).toBe(true);
  });

  it('passes the language to the shop half too: payment titles in Italian', async () => {
    const { data } = await graphql<{ paymentGateways: { nodes: { id: string; title: string }[] } }>(
      'it',
      `
        {
          paymentGateways {
            nodes {
              id
              title
            }
          }
        }
      `,
    );
    expect(data.paymentGateways.nodes).toContainEqual({ id: 'cod', title: 'Pagamento alla consegna' });
  });
});
