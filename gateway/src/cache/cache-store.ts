import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import { deepFreeze } from './policy.ts';

/** One cached answer and the moments it turns stale and then unusable. */
export interface CacheEntry {
  value: unknown;
  freshUntil: number; // epoch ms: served as is until then
  staleUntil: number; // served while revalidating in the background until then
  errorUntil: number; // served when the upstream fails until then (stale-if-error)
}

/** Where entries live: Redis shared by every gateway process, or an LRU inside this one. */
export interface CacheStore {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry, tags: string[]): Promise<void>;
  /** Drops every entry carrying one of the tags; answers how many went. */
  invalidate(tags: string[]): Promise<number>;
  /** Forgets what only this process holds (a change made elsewhere was applied here). */
  forgetLocal(): void;
  /** An entry this process holds in memory, without waiting (the response cache's hot path). */
  peekLocal?(key: string): CacheEntry | undefined;
  clear(): Promise<void>;
}

export class MemoryCacheStore implements CacheStore {
  readonly kind = 'memory';
  private readonly entries: LRUCache<string, CacheEntry>;
  private readonly tags = new Map<string, Set<string>>();

  constructor(maxEntries = 5_000) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    const entry = this.entries.get(key);
    if (entry && entry.errorUntil < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  peekLocal(key: string): CacheEntry | undefined {
    return this.entries.get(key);
  }

  async set(key: string, entry: CacheEntry, tags: string[]): Promise<void> {
    // Readers share the stored object: frozen, so none can rewrite what the next one gets.
    this.entries.set(key, deepFreeze(entry));
    for (const tag of tags) {
      const keys = this.tags.get(tag) ?? new Set();
      keys.add(key);
      this.tags.set(tag, keys);
    }
  }

  async invalidate(tags: string[]): Promise<number> {
    let dropped = 0;
    for (const tag of tags) {
      for (const key of this.tags.get(tag) ?? []) if (this.entries.delete(key)) dropped += 1;
      this.tags.delete(tag);
    }
    return dropped;
  }

  forgetLocal(): void {
    this.entries.clear();
    this.tags.clear();
  }

  async clear(): Promise<void> {
    this.forgetLocal();
  }
}

/**
 * Entries as JSON strings under `${prefix}e:<key>`, expiring with their stale-if-error horizon;
 * each tag a set of entry keys under `${prefix}t:<tag>`, so a webhook drops exactly those entries.
 */
export class RedisCacheStore implements CacheStore {
  readonly kind = 'redis';

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<CacheEntry | undefined> {
    const raw = await this.redis.get(`${this.prefix}e:${key}`);
    return raw ? (JSON.parse(raw) as CacheEntry) : undefined;
  }

  async set(key: string, entry: CacheEntry, tags: string[]): Promise<void> {
    const ttl = Math.max(1, entry.errorUntil - Date.now());
    const multi = this.redis.multi().set(`${this.prefix}e:${key}`, JSON.stringify(entry), 'PX', ttl);
    for (const tag of tags)
      multi.sadd(`${this.prefix}t:${tag}`, key).pexpire(`${this.prefix}t:${tag}`, ttl, 'GT');
    // A new tag set has no expiry yet, and GT never sets one on a key without it: NX covers that.
    for (const tag of tags) multi.pexpire(`${this.prefix}t:${tag}`, ttl, 'NX');
    await multi.exec();
  }

  async invalidate(tags: string[]): Promise<number> {
    let dropped = 0;
    for (const tag of tags) {
      const tagKey = `${this.prefix}t:${tag}`;
      const keys = await this.redis.smembers(tagKey);
      if (keys.length > 0) dropped += await this.redis.del(...keys.map((key) => `${this.prefix}e:${key}`));
      await this.redis.del(tagKey);
    }
    return dropped;
  }

  forgetLocal(): void {} // nothing is held in this process

  async clear(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
}

/**
 * An in-process LRU in front of a shared store (Redis): a hot entry is answered without a round
 * trip or a JSON parse. Entries are kept here only while fresh, so an entry another process has
 * refreshed in Redis is read again once this copy turns stale; every catalogue change clears it
 * (`forgetLocal`, called in every process by the catalogue sync).
 */
export class NearCacheStore implements CacheStore {
  readonly kind: CacheStore['kind'];
  private readonly near: LRUCache<string, CacheEntry>;

  constructor(
    private readonly far: CacheStore,
    maxEntries = 2_000,
  ) {
    this.kind = far.kind;
    this.near = new LRUCache({ max: maxEntries });
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    const near = this.near.get(key);
    if (near) return near;
    const entry = await this.far.get(key);
    if (entry) this.remember(key, entry);
    return entry;
  }

  peekLocal(key: string): CacheEntry | undefined {
    return this.near.get(key);
  }

  async set(key: string, entry: CacheEntry, tags: string[]): Promise<void> {
    // Only what reached the shared store: while Redis is down, no process hears changes either.
    await this.far.set(key, entry, tags);
    this.remember(key, entry);
  }

  async invalidate(tags: string[]): Promise<number> {
    this.near.clear();
    return this.far.invalidate(tags);
  }

  forgetLocal(): void {
    this.near.clear();
    this.far.forgetLocal();
  }

  async clear(): Promise<void> {
    this.near.clear();
    await this.far.clear();
  }

  private remember(key: string, entry: CacheEntry): void {
    const freshFor = entry.freshUntil - Date.now();
    if (freshFor > 0) this.near.set(key, deepFreeze(entry), { ttl: freshFor });
  }
}
