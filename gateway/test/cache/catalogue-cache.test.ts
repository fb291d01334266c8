import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryCacheStore, type CacheStore } from '../../src/cache/cache-store.ts';
import { CatalogueCache } from '../../src/cache/catalogue-cache.ts';

const policy = { ttlMs: 1_000, staleWhileRevalidateMs: 1_000, staleIfErrorMs: 10_000 };

describe('catalogue cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers from the cache while fresh', async () => {
    const cache = new CatalogueCache(new MemoryCacheStore(), policy);
    const load = vi.fn(async () => ({ value: 'v1', tags: ['lists'] }));
    expect(await cache.fetch('k', load)).toBe('v1');
    expect(await cache.fetch('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale answer while one refresh runs in the background', async () => {
    const cache = new CatalogueCache(new MemoryCacheStore(), policy);
    await cache.fetch('k', async () => ({ value: 'old', tags: [] }));
    vi.advanceTimersByTime(1_500);
    let release!: () => void;
    const refresh = vi.fn(
      () =>
        new Promise<{ value: string; tags: string[] }>(
          (resolve) => (release = () => resolve({ value: 'new', tags: [] })),
        ),
    );
    expect(await cache.fetch('k', refresh)).toBe('old');
    expect(await cache.fetch('k', refresh)).toBe('old');
    expect(refresh).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(async () => expect(await cache.fetch('k', refresh)).toBe('new'));
  });

  it('serves a stale answer when the upstream fails, within stale-if-error', async () => {
    const cache = new CatalogueCache(new MemoryCacheStore(), policy);
    await cache.fetch('k', async () => ({ value: 'kept', tags: [] }));
    vi.advanceTimersByTime(5_000);
    expect(await cache.fetch('k', async () => Promise.reject(new Error('down')))).toBe('kept');
    vi.advanceTimersByTime(20_000);
    await expect(cache.fetch('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('shares one load between identical requests in flight', async () => {
    vi.useRealTimers();
    const cache = new CatalogueCache(new MemoryCacheStore(), policy);
    const load = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { value: 42, tags: [] };
    });
    expect(
      await Promise.all([cache.fetch('k', load), cache.fetch('k', load), cache.fetch('k', load)]),
    ).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops exactly the entries of the invalidated tags', async () => {
    const cache = new CatalogueCache(new MemoryCacheStore(), policy);
    await cache.fetch('p1', async () => ({ value: 1, tags: ['product:1'] }));
    await cache.fetch('p2', async () => ({ value: 2, tags: ['product:2'] }));
    expect(await cache.invalidate(['product:1'])).toBe(1);
    expect(await cache.fetch('p1', async () => ({ value: 10, tags: [] }))).toBe(10);
    expect(await cache.fetch('p2', async () => ({ value: 20, tags: [] }))).toBe(2);
  });

  it('never stores answers marked uncacheable, and serves uncached when the store fails', async () => {
    const cache = new CatalogueCache(new MemoryCacheStore(), policy);
    await cache.fetch('e', async () => ({ value: 'with errors', tags: [], cacheable: false }));
    expect(await cache.fetch('e', async () => ({ value: 'again', tags: [] }))).toBe('again');
    const broken: CacheStore = {
      kind: 'redis',
      get: () => Promise.reject(new Error('ECONNREFUSED')),
      set: () => Promise.reject(new Error('ECONNREFUSED')),
      invalidate: () => Promise.reject(new Error('ECONNREFUSED')),
      forgetLocal: () => undefined,
      clear: () => Promise.resolve(),
    };
    const warn = vi.fn();
    const uncached = new CatalogueCache(broken, policy, { warn } as never);
    expect(await uncached.fetch('k', async () => ({ value: 'live', tags: [] }))).toBe('live');
    expect(uncached.stats.errors).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
