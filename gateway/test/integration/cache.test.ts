import Database from 'better-sqlite3';
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from '@nails/platform';
import { findRedis, redisKeyPrefix, requireService } from '@nails/tests/support/services';
import { Browser, startStack, type Stack } from '../support/stack.ts';

const redis = await requireService(findRedis);

const productQuery = `query($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId name ... on ProductWithPricing { price(format: RAW) } } }`;
const cheapestQuery = `query { catalogue(orderby: "price", order: "ASC", perPage: 1) { products { slug ... on ProductWithPricing { price(format: RAW) } } } }`;

/** What the shop owner's price tool does in the commerce database (cents; a simple product with no sale). */
function setPrice(varDir: string, slug: string, cents: number): number {
  const db = new Database(path.join(varDir, 'commerce', 'commerce.sqlite'));
  try {
    const { id } = db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number };
    db.prepare(
      'UPDATE products SET regular_price = ?, sale_price = NULL, price_min = ?, price_max = ?, regular_min = ?, regular_max = ?, sale_min = NULL, sale_max = NULL, on_sale = 0, discount_percent = 0 WHERE id = ?',
    ).run(cents, cents, cents, cents, cents, id);
    return id;
  } finally {
    db.close();
  }
}

describe.skipIf(!redis.url)('catalogue cache in Redis, webhooks and upstream failures', () => {
  let stack: Stack;
  let client: Redis;
  const prefix = redisKeyPrefix('gateway-cache');
  let simpleSlug = '';

  beforeAll(async () => {
    stack = await startStack({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix });
    client = new Redis(redis.url!);
    const listing = await new Browser(stack.gateway).graphql<{
      catalogue: { products: { __typename: string; slug: string }[] };
    }>(`query { catalogue(perPage: 100) { products { __typename slug } } }`);
    simpleSlug = listing.data.catalogue.products.find(
      (product) => product.__typename === 'SimpleProduct',
    )!.slug;
  }, 120_000);
  afterAll(async () => {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
    client.disconnect();
    await stack?.close();
  }, 60_000);

  const webhook = (body: string, signature: string) =>
    stack.gateway.inject({
      method: 'POST',
      url: '/webhooks/commerce',
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-topic': 'product.updated',
        'x-wc-webhook-signature': signature,
      },
      payload: body,
    });
  const sign = (body: string) =>
    createHmac('sha256', loadOrCreateSecrets(stack.varDir).commerceWebhookSecret)
      .update(body)
      .digest('base64');

  it('serves repeated catalogue requests from Redis', async () => {
    const browser = new Browser(stack.gateway);
    const before = { ...stack.gateway.upstreams.cache.stats };
    const first = await browser.graphql(productQuery, { slug: simpleSlug });
    const second = await browser.graphql(productQuery, { slug: simpleSlug });
    expect(second.data).toEqual(first.data);
    expect(stack.gateway.upstreams.cache.stats.hits).toBeGreaterThan(before.hits);
    expect((await client.keys(`${prefix}cache:e:*`)).length).toBeGreaterThan(0);
    expect(await client.keys(`${prefix}cache:t:product:*`)).not.toHaveLength(0);
  });

  it('refuses webhooks with a bad signature', async () => {
    const body = JSON.stringify({ id: 1 });
    expect((await webhook(body, 'bm90IGEgc2lnbmF0dXJl')).statusCode).toBe(401);
    expect((await webhook(body, '')).statusCode).toBe(401);
  });

  it('shows a price changed in commerce on the next request after its webhook', async () => {
    const browser = new Browser(stack.gateway);
    await browser.graphql(productQuery, { slug: simpleSlug });
    const id = setPrice(stack.varDir, simpleSlug, 123);
    const stale = await browser.graphql<{ product: { price: string } }>(productQuery, { slug: simpleSlug });
    expect(stale.data.product.price).not.toBe('1.23'); // still cached: nothing told the gateway yet
    const body = JSON.stringify({ id, slug: simpleSlug, price: '1.23' });
    expect((await webhook(body, sign(body))).statusCode).toBe(200);
    const fresh = await browser.graphql<{ product: { price: string } }>(productQuery, { slug: simpleSlug });
    expect(Number(fresh.data.product.price)).toBe(1.23);
    const cheapest = await browser.graphql<{ catalogue: { products: { slug: string }[] } }>(cheapestQuery);
    expect(cheapest.data.catalogue.products[0]!.slug).toBe(simpleSlug);
  });

  it('frees in Redis, on a catalogue change, every entry stored before it (none can be read again)', async () => {
    const browser = new Browser(stack.gateway);
    await browser.graphql(productQuery, { slug: simpleSlug });
    await browser.graphql(`query { catalogue(perPage: 5) { total products { name } } }`);
    expect((await client.keys(`${prefix}cache:e:*`)).length).toBeGreaterThan(0);
    const body = JSON.stringify({ id: 999_999, slug: 'not-a-product' }); // a change to some other product
    expect((await webhook(body, sign(body))).statusCode).toBe(200);
    expect(await client.keys(`${prefix}cache:e:*`)).toEqual([]);
  });

  it('answers cached catalogue pages with commerce stopped, and cart calls with UPSTREAM_UNAVAILABLE', async () => {
    const browser = new Browser(stack.gateway);
    const listing = `query { catalogue(perPage: 6, orderby: "alphabetically") { total products { name } } }`;
    const warm = await browser.graphql(listing);
    expect(warm.errors).toBeUndefined();
    await stack.stopCommerce();
    const cold = await browser.graphql(listing);
    expect(cold.errors).toBeUndefined();
    expect(cold.data).toEqual(warm.data);
    const cart = await browser.graphql(
      `mutation { addToCart(input: { productId: 1, quantity: 1 }) { cart { isEmpty } } }`,
    );
    expect(cart.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('with Redis down', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ REDIS_URL: 'redis://127.0.0.1:1' });
  }, 120_000);
  afterAll(async () => stack?.close(), 60_000);

  it('serves the catalogue uncached and fails nothing', async () => {
    const browser = new Browser(stack.gateway);
    for (let i = 0; i < 2; i += 1) {
      const { data, errors } = await browser.graphql<{ catalogue: { total: number } }>(
        `query { catalogue(perPage: 3) { total products { name } } }`,
      );
      expect(errors).toBeUndefined();
      expect(data.catalogue.total).toBeGreaterThan(0);
    }
    expect(stack.gateway.upstreams.cache.stats.errors).toBeGreaterThan(0);
    expect(stack.gateway.upstreams.cache.stats.hits).toBe(0);
  });
});

describe('whole-response cache of public catalogue operations', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => stack?.close(), 60_000);

  it('answers a repeated listing from the cache, and never a per-shopper query', async () => {
    const browser = new Browser(stack.gateway);
    const listing = `query Listing { catalogue(perPage: 4) { total products { name } } storeSettings { currency } }`;
    const first = await browser.graphql(listing);
    const second = await browser.graphql(listing);
    expect(first.response.headers['x-cache']).toBeUndefined();
    expect(second.response.headers['x-cache']).toBe('hit');
    expect(second.data).toEqual(first.data);
    const mixed = `query Mixed { catalogue(perPage: 4) { total } session { signedIn } }`;
    await browser.graphql(mixed);
    expect((await browser.graphql(mixed)).response.headers['x-cache']).toBeUndefined();
  });

  it('answers a persisted public operation from the cache before running any of it', async () => {
    const listing = `query PersistedListing($perPage: Int) { catalogue(perPage: $perPage) { total products { name } } }`;
    writeFileSync(path.join(stack.varDir, 'persisted-queries.json'), JSON.stringify({ listing1: listing }));
    const post = () =>
      stack.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { documentId: 'listing1', operationName: 'PersistedListing', variables: { perPage: 3 } },
      });
    const first = await post();
    expect(first.json().errors).toBeUndefined();
    const before = { ...stack.gateway.upstreams.cache.stats };
    const second = await post();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());
    // One lookup, the whole answer: not the listing page and the commerce call behind it.
    expect(stack.gateway.upstreams.cache.stats.hits).toBe(before.hits + 1);
    expect(stack.gateway.upstreams.cache.stats.misses).toBe(before.misses);
  });

  it('keys a request carrying both an id and a text by the text Mercurius runs (development)', async () => {
    writeFileSync(
      path.join(stack.varDir, 'persisted-queries.json'),
      JSON.stringify({ both: 'query Persisted { storeSettings { currency } }' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the map is re-read at most once a second
    const post = (payload: Record<string, unknown>) =>
      stack.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const withText = { documentId: 'both', query: 'query Sent { buildInfo { id } }' };
    await post(withText);
    const again = await post(withText);
    expect(again.headers['x-cache']).toBe('hit');
    expect(Object.keys(again.json().data)).toEqual(['buildInfo']);
    // The id alone runs the persisted text: never the answer stored for the text sent along.
    const byId = await post({ documentId: 'both' });
    expect(Object.keys(byId.json().data)).toEqual(['storeSettings']);
  });

  it('sends a hit compressed for a browser, with the security headers every answer has', async () => {
    const listing = `query Compressed { catalogue(perPage: 12) { total products { name slug } } }`;
    const post = () =>
      stack.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
        payload: { query: listing },
      });
    const first = await post();
    const second = await post();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toContain('accept-encoding');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    const decode = (response: typeof first) =>
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body;
    expect(JSON.parse(decode(second))).toEqual(JSON.parse(decode(first)));
  });

  it('reads a new persisted-query map when the web build writes one, without a restart', async () => {
    const file = path.join(stack.varDir, 'persisted-queries.json');
    const post = (documentId: string) =>
      stack.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { documentId, variables: {} },
      });
    writeFileSync(file, JSON.stringify({ old: 'query Old { storeSettings { currency } }' }));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await post('new')).json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    writeFileSync(file, JSON.stringify({ new: 'query New { storeSettings { currency } }' }));
    await expect
      .poll(async () => (await post('new')).json().data?.storeSettings?.currency, { timeout: 5_000 })
      .toBeTruthy();
  });

  it('drops a product from the listing as soon as commerce no longer shows it', async () => {
    const browser = new Browser(stack.gateway);
    const listing = `query All { catalogue(perPage: 100, orderby: "alphabetically", order: "ASC") { total products { databaseId } } }`;
    const before = await browser.graphql<{
      catalogue: { total: number; products: { databaseId: number }[] };
    }>(listing);
    const unpublished = before.data.catalogue.products[0]!.databaseId;
    // The shop owner unpublishes it in commerce, and no webhook arrives.
    const db = new Database(path.join(stack.varDir, 'commerce', 'commerce.sqlite'));
    try {
      db.prepare(`UPDATE products SET status = 'draft' WHERE id = ?`).run(unpublished);
    } finally {
      db.close();
    }
    await stack.gateway.upstreams.cache.store.clear(); // the commerce answer for this page expired
    const missing = await browser.graphql<{ catalogue: { products: { databaseId: number }[] } }>(listing);
    expect(missing.data.catalogue.products.map((product) => product.databaseId)).not.toContain(unpublished);
    // The index has dropped it: the next page count no longer includes it, without a rebuild.
    await expect
      .poll(
        async () => (await browser.graphql<{ catalogue: { total: number } }>(listing)).data.catalogue.total,
      )
      .toBe(before.data.catalogue.total - 1);
  });

  it('drops cached responses when a product changes', async () => {
    const browser = new Browser(stack.gateway);
    const listing = `query Listing2 { catalogue(perPage: 2) { total } }`;
    await browser.graphql(listing);
    expect((await browser.graphql(listing)).response.headers['x-cache']).toBe('hit');
    await stack.gateway.upstreams.cache.invalidate(['lists', 'product:1']);
    expect((await browser.graphql(listing)).response.headers['x-cache']).toBeUndefined();
  });
});
