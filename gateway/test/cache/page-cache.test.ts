/**
 * The page cache's policy (gateway README "Page cache"): one render per key however many ask,
 * a change expires a page without dropping it (the last good render stays for stale-if-error),
 * a render running while a change is heard is not kept, and the in-process store holds no more
 * bytes than its bound.
 */
import { describe, expect, it } from 'vitest';
import { MemoryCacheStore } from '../../src/cache/cache-store.ts';
import { PageCache, pageBytes, type CachedPage } from '../../src/cache/page-cache.ts';

const policy = { ttlMs: 60_000, staleWhileRevalidateMs: 60_000, staleIfErrorMs: 3_600_000 };
const page = (html: string, tags = ['page']): CachedPage => ({
  html,
  status: 200,
  etag: `"${html.length}"`,
  tags,
  renderedAt: Date.now(),
});

describe('the page cache', () => {
  it('renders a page once for everyone asking at the same time, and keeps it', async () => {
    const cache = new PageCache(new MemoryCacheStore(), policy);
    let renders = 0;
    const produce = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { result: 'listing', page: page('<ul>listing</ul>') };
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.render('/products', produce)));
    expect(renders).toBe(1);
    expect(answers.every((answer) => answer.result === 'listing')).toBe(true);
    expect(await cache.lookup('/products')).toMatchObject({
      state: 'fresh',
      page: { html: '<ul>listing</ul>' },
    });
  });

  it('a change expires the pages showing it but keeps them for a back end that fails', async () => {
    const cache = new PageCache(new MemoryCacheStore(), policy);
    await cache.render('/product/a', async () => ({ result: 1, page: page('a', ['product:1']) }));
    await cache.render('/product/b', async () => ({ result: 2, page: page('b', ['product:2']) }));
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.expire(['product:1']);
    expect(await cache.lookup('/product/a')).toMatchObject({ state: 'expired', page: { html: 'a' } });
    expect(await cache.lookup('/product/b')).toMatchObject({ state: 'fresh' });
    // A render that fails leaves the last good one where it was.
    await cache.render('/product/a', async () => ({
      result: 0,
      failed: true,
      page: page('broken', ['product:1']),
    }));
    expect(await cache.lookup('/product/a')).toMatchObject({ state: 'expired', page: { html: 'a' } });
    await cache.render('/product/a', async () => ({ result: 1, page: page('a2', ['product:1']) }));
    expect(await cache.lookup('/product/a')).toMatchObject({ state: 'fresh', page: { html: 'a2' } });
  });

  it('does not keep a render that was running when a change was heard', async () => {
    const cache = new PageCache(new MemoryCacheStore(), policy);
    let release = () => undefined as void;
    const rendering = cache.render('/products', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { result: 'old prices', page: page('old prices') };
    });
    await cache.expire(['lists']);
    release();
    expect((await rendering).result).toBe('old prices');
    expect(await cache.lookup('/products')).toBeUndefined();
  });

  it('holds no more bytes than its bound, least recently used pages going first', async () => {
    const cache = new PageCache(new MemoryCacheStore(1_000, { maxBytes: 10_000, sizeOf: pageBytes }), policy);
    for (let index = 0; index < 10; index += 1)
      await cache.render(`/p/${index}`, async () => ({ result: index, page: page('x'.repeat(3_000)) }));
    const kept = [];
    for (let index = 0; index < 10; index += 1) if (await cache.lookup(`/p/${index}`)) kept.push(index);
    expect(kept).toEqual([8, 9]);
  });
});
