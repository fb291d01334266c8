/**
 * Two gateway instances sharing one Redis behave as one page cache (gateway README "Page
 * cache"): each serves the pages the other rendered, and one signed webhook, delivered to one of
 * them, expires the page in both.
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRedis, redisKeyPrefix, requireService } from '@nails/tests/support/services';
import { buildApp } from '../../src/app.ts';
import { commerceCli } from '../support/commerce-cli.ts';
import { pageBuild } from '../support/page-build.ts';
import { startStack, type Stack } from '../support/stack.ts';

const redis = await requireService(findRedis);
const priceIn = (html: string) => /class="price">([^<]+)</.exec(html)?.[1];

describe.skipIf(!redis.url)('two gateways sharing Redis', () => {
  const prefix = redisKeyPrefix('page-cache');
  let stack: Stack;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlOfA = '';
  let slug = '';

  beforeAll(async () => {
    stack = await startStack({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix, WEB_DIST_DIR: pageBuild() });
    a = stack.gateway;
    b = await buildApp(a.config, { logger: false });
    urlOfA = await a.listen({ host: '127.0.0.1', port: 0 });
    await b.ready();
    const listing = await a.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: `query { catalogue(perPage: 100) { products { __typename slug } } }` },
    });
    // Not the product the start's warm-up renders (the index's first): this test sees its first render.
    const [warmed] = await a.upstreams.listingIndex.products();
    slug = listing
      .json<{ data: { catalogue: { products: { __typename: string; slug: string }[] } } }>()
      .data.catalogue.products.find(
        (product) => product.__typename === 'SimpleProduct' && product.slug !== warmed?.slug,
      )!.slug;
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await stack?.close();
    const client = new Redis(redis.url!);
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
    client.disconnect();
  }, 60_000);

  const get = (gateway: FastifyInstance, url: string) => gateway.inject({ method: 'GET', url });

  it('each serves the pages the other rendered', async () => {
    const onA = await get(a, `/product/${slug}`);
    expect(onA.headers['x-cache']).toBe('miss');
    const onB = await get(b, `/product/${slug}`);
    expect(onB.headers['x-cache']).toBe('hit');
    expect(onB.body).toBe(onA.body);
    expect(onB.headers.etag).toBe(onA.headers.etag);

    // `/products` itself each gateway renders at its start (warm-up): a listing nobody asked for yet.
    expect((await get(b, '/products?orderby=price')).headers['x-cache']).toBe('miss');
    expect((await get(a, '/products?orderby=price')).headers['x-cache']).toBe('hit');
  });

  it('both drop a page on one webhook delivered to one of them', async () => {
    const url = `/product/${slug}`;
    expect((await get(a, url)).headers['x-cache']).toBe('hit');
    expect((await get(b, url)).headers['x-cache']).toBe('hit');
    const before = priceIn((await get(b, url)).body);

    const output = await commerceCli(['price', slug, '0.65'], {
      VAR_DIR: stack.varDir,
      COMMERCE_WEBHOOK_URLS: `${urlOfA}/webhooks/commerce`,
    });
    expect(output).toMatch(/webhook product\.updated → .*: delivered/);

    expect(before).not.toBe('0.65');
    await expect.poll(async () => priceIn((await get(b, url)).body), { timeout: 2_000 }).toBe('0.65');
    await expect.poll(async () => priceIn((await get(a, url)).body), { timeout: 2_000 }).toBe('0.65');
  });
});
