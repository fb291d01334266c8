import { describe, expect, it, vi } from 'vitest';
import { MemoryCacheStore } from '../../src/cache/cache-store.ts';
import { CatalogueCache } from '../../src/cache/catalogue-cache.ts';
import type { ChangeBus, ChangeListener, ChangeMessage } from '../../src/cache/change-bus.ts';
import { CatalogueSync } from '../../src/catalogue/catalogue-sync.ts';
import type { ListingIndex } from '../../src/catalogue/listing-index.ts';

const policy = { ttlMs: 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 };

/** Redis as the bus sees it: one counter, and every message delivered to every listener, in order. */
class FakeRedis {
  version = 0;
  readonly listeners: ChangeListener[] = [];
  readonly sent: ChangeMessage[] = [];

  bus(): ChangeBus {
    return {
      kind: 'redis',
      start: async (listener) => {
        this.listeners.push(listener);
        return this.version;
      },
      nextVersion: async () => (this.version += 1),
      publish: async (message) => {
        this.sent.push(message);
        setImmediate(() => this.listeners.forEach((listener) => listener.message(message)));
      },
      close: async () => undefined,
    };
  }
}

/** A gateway process: its own index (recording what it was told) and its own in-memory cache. */
async function gatewayProcess(redis: FakeRedis) {
  const index = {
    refreshed: [] as number[],
    dropped: [] as number[],
    gone: undefined as ((ids: number[]) => void) | undefined,
    refreshProduct: vi.fn(async (id: number) => void index.refreshed.push(id)),
    drop: vi.fn((ids: number[]) => void index.dropped.push(...ids)),
    invalidate: vi.fn(),
    whenGone: (listener: (ids: number[]) => void) => void (index.gone = listener),
  };
  const cache = new CatalogueCache(new MemoryCacheStore(), policy);
  const sync = new CatalogueSync(cache, index as unknown as ListingIndex, redis.bus());
  await sync.start();
  return { index, cache, sync };
}

describe('catalogue changes across gateway processes', () => {
  it('a webhook to one process refreshes the product in every index and moves every cache key', async () => {
    const redis = new FakeRedis();
    const a = await gatewayProcess(redis);
    const b = await gatewayProcess(redis);
    await b.cache.fetch('page', async () => ({ value: 'old page', tags: ['lists'] }));
    const keyBefore = b.cache.version;

    await a.sync.changed({ topic: 'product.updated', productIds: [7] });
    expect(a.index.refreshed).toEqual([7]); // applied before the webhook is answered
    expect(a.cache.version).not.toBe(keyBefore);

    await vi.waitFor(() => expect(b.index.refreshed).toEqual([7]));
    expect(b.cache.version).toBe(a.cache.version);
    // What B held in memory went with the change.
    expect(await b.cache.fetch('page', async () => ({ value: 'new page', tags: ['lists'] }))).toBe(
      'new page',
    );
  });

  it('a product commerce no longer shows leaves every index', async () => {
    const redis = new FakeRedis();
    const a = await gatewayProcess(redis);
    const b = await gatewayProcess(redis);
    a.index.gone!([9]);
    await vi.waitFor(() => expect(b.index.dropped).toEqual([9]));
    expect(b.index.refreshProduct).not.toHaveBeenCalled();
    expect(b.cache.version).toBe(a.cache.version);
  });

  it('a change heard after a newer one moves every process to a version newer still', async () => {
    const redis = new FakeRedis();
    const a = await gatewayProcess(redis);
    const b = await gatewayProcess(redis);
    // Two webhooks at once to two processes: B has moved to version 2 when A's version 1 arrives.
    const late: ChangeMessage = {
      topic: 'product.updated',
      productIds: [3],
      version: 1,
      origin: 'elsewhere',
    };
    redis.version = 2;
    b.cache.adoptVersion(2);
    redis.listeners[1]!.message(late);
    await vi.waitFor(() => expect(b.index.refreshed).toEqual([3]));
    await vi.waitFor(() => expect(b.cache.currentSharedVersion).toBe(3));
    // B's pages stored under version 2 may lack product 3: A moves past them too.
    await vi.waitFor(() => expect(a.cache.currentSharedVersion).toBe(3));
  });

  it('keeps working in one process when the shared counter cannot be reached', async () => {
    const redis = new FakeRedis();
    const a = await gatewayProcess(redis);
    const before = a.cache.version;
    const bus = redis.bus();
    bus.nextVersion = async () => undefined;
    const alone = new CatalogueSync(a.cache, a.index as unknown as ListingIndex, bus);
    await alone.changed({ topic: 'product.updated', productIds: [5] });
    expect(a.cache.version).not.toBe(before);
    expect(a.index.refreshed).toContain(5);
  });
});
