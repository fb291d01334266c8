import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startStack, type Stack } from '../support/stack.ts';

/**
 * Shoppers opening the same listing at the same moment share one upstream call (in-flight
 * de-duplication) and then in-process cache hits. Each must still see the page's products: the
 * shared upstream answer was once rewritten in place by the first request's delegation, so the
 * others got `products: []` and that empty page was then cached for everyone.
 */
describe('the same listing requested concurrently', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => stack?.close(), 60_000);

  it('gives every shopper the full page, then keeps serving it from the cache', async () => {
    const query = `query { catalogue(page: 1, perPage: 12) { total products { databaseId name } } }`;
    const ask = () =>
      new Browser(stack.gateway).graphql<{
        catalogue: { total: number; products: { databaseId: number }[] };
      }>(query);
    const first = await Promise.all(Array.from({ length: 8 }, ask));
    const later = await Promise.all(Array.from({ length: 4 }, ask));
    for (const { data, errors } of [...first, ...later]) {
      expect(errors).toBeUndefined();
      expect(data.catalogue.products).toHaveLength(12);
    }
    const pages = new Set(
      [...first, ...later].map(({ data }) => data.catalogue.products.map((p) => p.databaseId).join(',')),
    );
    expect(pages.size).toBe(1);
  }, 60_000);
});
