/**
 * A hung Redis (SIGSTOP: the connection stays open and nothing answers) costs a request at most
 * one command time limit; the gateway then runs on its in-process fallbacks and /readyz names
 * Redis as degraded, until Redis answers again (gateway README "Redis").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startStack, type Stack } from '../support/stack.ts';
import { startOwnRedis } from '../support/own-redis.ts';
import { stubBuild } from '../support/stub-build.ts';

const redis = await startOwnRedis();
const own = 'url' in redis ? redis : undefined;

describe.skipIf(!own)('a hung Redis', () => {
  let stack: Stack;
  let browser: Browser;
  let slugs: string[] = [];

  beforeAll(async () => {
    stack = await startStack({ REDIS_URL: own!.url, WEB_DIST_DIR: stubBuild() });
    browser = new Browser(stack.gateway);
    const listing = await browser.graphql<{
      catalogue: { products: { databaseId: number; slug: string; __typename: string }[] };
    }>(`query { catalogue(perPage: 20) { products { __typename databaseId slug } } }`);
    slugs = listing.data.catalogue.products.map((product) => product.slug);
    const simple = listing.data.catalogue.products.find((product) => product.__typename === 'SimpleProduct')!;
    const added = await browser.graphql(
      `mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { contents { itemCount } } } }`,
      { id: simple.databaseId },
    );
    expect(added.errors).toBeUndefined();
  }, 120_000);

  afterAll(async () => {
    own?.resume();
    await stack?.close();
    await own?.stop();
  }, 60_000);

  const timed = async <T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> => {
    const started = performance.now();
    const result = await run();
    return { ms: performance.now() - started, result };
  };
  const page = (slug: string) => stack.gateway.inject({ method: 'GET', url: `/product/${slug}` });
  const cartCount = async () =>
    (
      await browser.graphql<{ cart: { contents: { itemCount: number } } }>(
        `query { cart { contents { itemCount } } }`,
      )
    ).data.cart.contents.itemCount;

  it('answers a product page and a cart read within 2 s, names Redis in /readyz, and recovers', async () => {
    const before = await stack.gateway.inject({ method: 'GET', url: '/readyz' });
    expect(before.json()).toMatchObject({ checks: { redis: { ok: true } }, degraded: [] });

    own!.pause();
    // A page nobody asked for yet: its cache entry can only come from Redis.
    const first = await timed(() => page(slugs[1]!));
    expect(first.result.statusCode).toBe(200);
    expect(first.result.body).toMatch(/<h1>(?!missing)[^<]+<\/h1>/);
    expect(first.ms).toBeLessThan(2_000);
    const cart = await timed(cartCount);
    expect(cart.result).toBe(1);
    expect(cart.ms).toBeLessThan(2_000);
    // Once degraded, Redis costs nothing: the next page does not wait for it at all.
    const second = await timed(() => page(slugs[2]!));
    expect(second.result.statusCode).toBe(200);
    expect(second.ms).toBeLessThan(2_000);
    const ready = await timed(() => stack.gateway.inject({ method: 'GET', url: '/readyz' }));
    expect(ready.ms).toBeLessThan(2_000);
    expect(ready.result.statusCode).toBe(200);
    expect(ready.result.json()).toMatchObject({
      status: 'degraded',
      degraded: ['redis'],
      checks: { redis: { ok: false } },
    });
    console.info(
      `[redis paused] first page ${first.ms.toFixed(0)} ms, cart ${cart.ms.toFixed(0)} ms, next page ${second.ms.toFixed(0)} ms, /readyz ${ready.ms.toFixed(0)} ms`,
    );

    own!.resume();
    const deadline = Date.now() + 10_000;
    let after = await stack.gateway.inject({ method: 'GET', url: '/readyz' });
    while (after.json<{ degraded: string[] }>().degraded.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await stack.gateway.inject({ method: 'GET', url: '/readyz' });
    }
    expect(after.json(), after.body).toMatchObject({ checks: { redis: { ok: true } }, degraded: [] });
    // Back on Redis: the page caches there again.
    expect((await page(slugs[3]!)).statusCode).toBe(200);
    expect(await cartCount()).toBe(1);
  }, 60_000);
});
