import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';

const preloaded = vi.hoisted(() => ({ variables: [] as Record<string, unknown>[] }));
vi.mock('../../src/relay/preload.ts', () => ({
  preloadQuery: (_query: unknown, variables: Record<string, unknown>) => {
    preloaded.variables.push(variables);
    return Promise.resolve({});
  },
}));

const { loader } = await import('../../src/routes/ProductsRoute.tsx');

/** What the listing route asks the gateway for at this address. */
async function listingAsked(path: string, params: Record<string, string>) {
  preloaded.variables = [];
  await loader({ params, request: new Request(`http://shop${path}`), context: {} } as LoaderFunctionArgs);
  return preloaded.variables[0];
}

describe('the listing route (/products, /product-category/…)', () => {
  beforeEach(() => {
    preloaded.variables = [];
  });

  it('sends a category page the same filter, sort and search as /products', async () => {
    const query = '?filter=pa_finish[glossy],price[5,20]&orderby=price&order=ASC&search=glue';
    const all = await listingAsked(`/products${query}`, {});
    const category = await listingAsked(`/product-category/accessories${query}`, {
      categorySlug: 'accessories',
    });
    expect(category).toEqual({ ...all, category: 'accessories' });
    expect(category).toMatchObject({
      category: 'accessories',
      filter: 'finish[glossy],price[5,20]',
      orderby: 'price',
      order: 'ASC',
      search: 'glue',
      page: 1,
    });
  });

  it("keeps the filter on a category's later pages", async () => {
    const asked = await listingAsked('/product-category/accessories/page/2?filter=pa_finish[glossy]', {
      categorySlug: 'accessories',
      pageNumber: '2',
    });
    expect(asked).toMatchObject({ category: 'accessories', filter: 'finish[glossy]', page: 2 });
  });
});
