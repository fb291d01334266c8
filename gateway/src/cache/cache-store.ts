import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';

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

  async set(key: string, entry: CacheEntry, tags: string[]): Promise<void> {
    this.entries.set(key, entry);
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

  async clear(): Promise<void> {
    this.entries.clear();
    this.tags.clear();
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

  async clear(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
}
