/**
 * A page's optional rows (the English home's themed rows) name categories a shop may lack: such a
 * row is an empty listing the page leaves out, while a category path naming nothing stays a 404
 * (behaviour §2, every route). Through the gateway on the embedded back end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startStack, type Stack } from '../support/stack.ts';

type Listing = { total: number; pageCount: number; products: { slug: string }[] };
const row = `query ($slug: String, $optional: Boolean) {
  catalogue(category: $slug, perPage: 4, optional: $optional) { total pageCount products { slug } }
}`;

describe('optional catalogue rows', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startStack();
    browser = new Browser(stack.gateway);
  }, 120_000);
  afterAll(async () => stack?.close(), 60_000);

  it('a category page naming a category the shop lacks is NOT_FOUND', async () => {
    const { data, errors } = await browser.graphql<{ catalogue: Listing } | null>(row, {
      slug: 'no-such-category',
    });
    expect(data).toBeNull();
    expect(errors?.map((error) => error.extensions.code)).toEqual(['NOT_FOUND']);
  });

  it('an optional row naming a category the shop lacks is an empty listing, not an error', async () => {
    const { data, errors } = await browser.graphql<{ catalogue: Listing }>(row, {
      slug: 'no-such-category',
      optional: true,
    });
    expect(errors).toBeUndefined();
    expect(data.catalogue).toEqual({ total: 0, pageCount: 0, products: [] });
  });

  it('an optional row of a category the shop has lists its products, as a category page does', async () => {
    const page = await browser.graphql<{ catalogue: Listing }>(row, { slug: 'seasonal' });
    const optional = await browser.graphql<{ catalogue: Listing }>(row, { slug: 'seasonal', optional: true });
    expect(optional.errors).toBeUndefined();
    expect(optional.data.catalogue.products.length).toBeGreaterThan(0);
    expect(optional.data.catalogue).toEqual(page.data.catalogue);
  });

  it('a page with a missing optional row keeps every other row', async () => {
    const { data, errors } = await browser.graphql<{
      featured: Listing;
      themed: Listing;
    }>(`query {
      featured: catalogue(orderby: "rating", order: "DESC", perPage: 8) { total pageCount products { slug } }
      themed: catalogue(category: "no-such-category", perPage: 4, optional: true) { total pageCount products { slug } }
    }`);
    expect(errors).toBeUndefined();
    expect(data.featured.products).toHaveLength(8);
    expect(data.themed.products).toEqual([]);
  });
});
