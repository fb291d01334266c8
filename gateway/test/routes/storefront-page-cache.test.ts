/**
 * Anonymous pages are kept whole and answered from the page cache (gateway README "Page
 * cache"): with a strong ETag and 304, public caching a CDN can use and surrogate keys; a price
 * changed with the shop owner's tool (its signed webhook) is on the product page and the listing
 * at once; a banner changed in the content service within its cache lifetime; a shopper with a
 * session is never given a kept page and never leaves one. Against the real embedded back ends.
 */
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceCli } from '../support/commerce-cli.ts';
import { pageBuild } from '../support/page-build.ts';
import { startStack, type Stack } from '../support/stack.ts';

const priceIn = (html: string) => /class="price">([^<]+)</.exec(html)?.[1];
const listedPrice = (html: string, slug: string) =>
  new RegExp(`data-slug="${slug}">[^<]*<span class="price">([^<]+)<`).exec(html)?.[1];

describe('the page cache', () => {
  let stack: Stack;
  const dist = pageBuild();
  let gatewayUrl = '';
  let product = { slug: '', databaseId: 0 };
  const get = (url: string, headers: Record<string, string> = {}) =>
    stack.gateway.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    // Content is kept 1 s by the catalogue cache and pages 1 s by the page cache: the banner's lifetime.
    stack = await startStack({ WEB_DIST_DIR: dist, CACHE_TTL_MS: '1000', PAGE_CACHE_TTL_MS: '1000' });
    gatewayUrl = await stack.gateway.listen({ host: '127.0.0.1', port: 0 });
    const listing = await stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: `query { catalogue(perPage: 100) { products { __typename slug databaseId ... on InventoriedProduct { stockStatus } } } }`,
      },
    });
    const products = listing.json<{
      data: { catalogue: { products: { __typename: string; slug: string; databaseId: number }[] } };
    }>().data.catalogue.products;
    // Not the product the start's warm-up renders (the index's first): this test sees its first render.
    const [warmed] = await stack.gateway.upstreams.listingIndex.products();
    product = products.find(
      (candidate) => candidate.__typename === 'SimpleProduct' && candidate.slug !== warmed?.slug,
    )!;
  }, 120_000);

  afterAll(async () => stack?.close(), 60_000);

  it('keeps an anonymous page: the second asker gets the same bytes from the cache, with its ETag, public caching and surrogate keys', async () => {
    const url = `/product/${product.slug}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>');
    expect(first.headers['x-cache']).toBe('miss');
    const second = await get(`${url}/?utm_source=newsletter`);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=1, stale-while-revalidate=\d+/,
    );
    expect(String(second.headers['surrogate-key']).split(' ')).toEqual(
      expect.arrayContaining([`product:${product.databaseId}`, 'content', 'page']),
    );
  });

  it('answers a conditional GET with 304 and no body', async () => {
    const url = '/products';
    const page = await get(url, { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    const again = await get(url, { 'if-none-match': String(page.headers.etag), 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(page.headers.etag);
    // The identity bytes' own validator names the same page.
    const plain = await get(url, { 'if-none-match': `W/${String((await get(url)).headers.etag)}` });
    expect(plain.statusCode).toBe(304);
  });

  it('never gives a shopper with a session a kept page, and never keeps hers', async () => {
    const session = { cookie: 'nails_session=s%3Aabc.def; i18n_locale=en' };
    const kept = await get(`/product/${product.slug}`);
    expect(kept.headers['x-cache']).toMatch(/hit|miss|stale/);
    const theirs = await get(`/product/${product.slug}`, session);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['x-cache']).toBeUndefined();
    expect(theirs.headers.etag).toBeUndefined();
    expect(theirs.headers['cache-control']).toBe('no-cache');
    // A listing only a shopper with a session asked for is rendered afresh for the first anonymous one.
    const unseen = '/products?orderby=price';
    expect((await get(unseen, session)).headers['x-cache']).toBeUndefined();
    expect((await get(unseen)).headers['x-cache']).toBe('miss');
    // The shopper's own pages stay hers alone.
    const cart = await get('/cart');
    expect(cart.headers['cache-control']).not.toMatch(/public/);
  });

  it('shows a price changed with the owner’s tool on the product page and the listing within 2 s', async () => {
    const productUrl = `/product/${product.slug}`;
    const before = priceIn((await get(productUrl)).body);
    expect(listedPrice((await get('/products')).body, product.slug)).toBe(before);
    expect((await get('/products')).headers['x-cache']).toBe('hit');

    const output = await commerceCli(['price', product.slug, '0.75'], {
      VAR_DIR: stack.varDir,
      COMMERCE_WEBHOOK_URLS: `${gatewayUrl}/webhooks/commerce`,
    });
    expect(output).toMatch(/webhook product\.updated → .*: delivered/);

    await expect.poll(async () => priceIn((await get(productUrl)).body), { timeout: 2_000 }).toBe('0.75');
    await expect
      .poll(async () => listedPrice((await get('/products')).body, product.slug), { timeout: 2_000 })
      .toBe('0.75');
  });

  it('shows a banner changed in the content service within its cache lifetime', async () => {
    const token = stack.gateway.config.CONTENT_API_TOKEN;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const links = (await (
      await fetch(`${stack.contentUrl}/api/links?filters[group_slug][$eq]=top_text&locale=en`, { headers })
    ).json()) as { data: { id: number; documentId?: string; text: string }[] };
    const link = links.data[0]!;
    expect((await get('/products')).body).toContain(link.text);

    const text = `Free glitter until ${Date.now()}`;
    const changed = await fetch(`${stack.contentUrl}/api/links/${link.documentId ?? link.id}?locale=en`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ data: { text } }),
    });
    expect(changed.status).toBe(200);
    // Kept 1 s as content, then 1 s as a page, then one request refreshing it behind a stale answer.
    await expect
      .poll(async () => (await get('/products')).body, { timeout: 5_000, interval: 200 })
      .toContain(text);
  });

  it('starts a new web build with no kept page', async () => {
    const url = '/products?orderby=date';
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    // A deploy: another manifest, the server entry written again.
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ build: 2 }));
    const entry = path.join(dist, '.server', 'entry-server.js');
    writeFileSync(entry, readFileSync(entry));
    utimesSync(entry, new Date(), new Date(Date.now() + 60_000));
    await expect
      .poll(async () => (await get(url)).headers['x-cache'], { timeout: 5_000, interval: 200 })
      .toBe('miss');
  });
});
