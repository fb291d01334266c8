import { describe, expect, it } from 'vitest';
import {
  MemoryCacheStore,
  NearCacheStore,
  type CacheEntry,
  type CacheStore,
} from '../../src/cache/cache-store.ts';
import { CatalogueCache } from '../../src/cache/catalogue-cache.ts';

const policy = { ttlMs: 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 };
const entry = (value: unknown, freshForMs = 60_000): CacheEntry => {
  const now = Date.now();
  return { value, freshUntil: now + freshForMs, staleUntil: now + freshForMs, errorUntil: now + freshForMs };
};

/** Redis as the near store sees it: entries as JSON text, a new object on every read. */
function jsonStore(): CacheStore & { reads: number } {
  const texts = new Map<string, string>();
  return {
    kind: 'redis',
    reads: 0,
    async get(key) {
      this.reads += 1;
      const text = texts.get(key);
      return text ? (JSON.parse(text) as CacheEntry) : undefined;
    },
    async set(key, value) {
      texts.set(key, JSON.stringify(value));
    },
    async invalidate() {
      const dropped = texts.size;
      texts.clear();
      return dropped;
    },
    forgetLocal: () => undefined,
    async clear() {
      texts.clear();
    },
  };
}

describe('cached values are immutable to readers', () => {
  it('a reader cannot change a cached listing page, and the next reader gets it whole', async () => {
    const cache = new CatalogueCache(new MemoryCacheStore(), policy);
    const load = async () => ({ value: { ids: [3, 1, 2], total: 3 }, tags: ['lists'] });
    const first = await cache.fetch('page', load);
    expect(() => first.ids.splice(0)).toThrow(TypeError);
    expect(() => {
      (first as { total: number }).total = 0;
    }).toThrow(TypeError);
    expect(await cache.fetch('page', load)).toEqual({ ids: [3, 1, 2], total: 3 });
  });

  it('an entry read from Redis and kept in memory is frozen too', async () => {
    const far = jsonStore();
    await far.set('k', entry({ nodes: [{ id: 1 }] }), []);
    const near = new NearCacheStore(far);
    const read = await near.get('k');
    expect(() => (read!.value as { nodes: unknown[] }).nodes.pop()).toThrow(TypeError);
    expect((await near.get('k'))!.value).toEqual({ nodes: [{ id: 1 }] });
  });
});

describe('the in-process LRU in front of Redis', () => {
  it('answers a fresh entry without asking Redis again', async () => {
    const far = jsonStore();
    const near = new NearCacheStore(far);
    await near.set('k', entry('page'), ['lists']);
    expect((await near.get('k'))!.value).toBe('page');
    expect(far.reads).toBe(0);
  });

  it('asks Redis again once its copy is no longer fresh (another process may have refreshed it)', async () => {
    const far = jsonStore();
    const near = new NearCacheStore(far);
    await near.set('k', entry('old', 50), []);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await far.set('k', entry('refreshed elsewhere'), []);
    expect((await near.get('k'))!.value).toBe('refreshed elsewhere');
    expect(far.reads).toBe(1);
  });

  it('forgets what it holds when a change is applied, and keeps nothing Redis refused', async () => {
    const far = jsonStore();
    const near = new NearCacheStore(far);
    await near.set('k', entry('page'), []);
    near.forgetLocal();
    await near.get('k');
    expect(far.reads).toBe(1);

    far.set = () => Promise.reject(new Error('ECONNREFUSED'));
    far.get = () => Promise.reject(new Error('ECONNREFUSED'));
    await expect(near.set('down', entry('page'), [])).rejects.toThrow('ECONNREFUSED');
    await expect(near.get('down')).rejects.toThrow('ECONNREFUSED');
  });
});
