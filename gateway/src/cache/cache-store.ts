import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import { deepFreeze } from './policy.ts';

/** One cached answer and the moments it turns stale and then unusable. */
export interface CacheEntry {
  value: unknown;
  freshUntil: number; // epoch ms: served as is until then
  staleUntil: number; // served while revalidating in the background until then
  errorUntil: number; // served when the upstream fails until then (stale-if-error)
  /** When the answer was begun (epoch ms): an expiry marked later than this one applies to it. */
  bornAt?: number;
}

/** A bound in bytes for an in-process store, with how an entry's bytes are counted. */
export interface ByteBound {
  maxBytes: number;
  sizeOf: (entry: CacheEntry) => number;
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

/**
 * A store that can also expire entries by tag without dropping them: an expired entry is no
 * longer fresh (nor served while revalidating) but stays there for stale-if-error, so a page a
 * webhook changed is rendered again, and still served when the back end cannot render it.
 */
export interface ExpiringCacheStore extends CacheStore {
  /** Ends the freshness of every entry carrying one of the tags and begun before `at`. */
  expire(tags: string[], at: number): Promise<void>;
}

/** The entry as it reads once expired at `at`: usable for stale-if-error only. */
const expiredAt = (entry: CacheEntry, at: number): CacheEntry =>
  (entry.bornAt ?? 0) > at
    ? entry
    : { ...entry, freshUntil: Math.min(entry.freshUntil, at), staleUntil: Math.min(entry.staleUntil, at) };

export class MemoryCacheStore implements ExpiringCacheStore {
  readonly kind = 'memory';
  private readonly entries: LRUCache<string, CacheEntry>;
  private readonly tags = new Map<string, Set<string>>();
  private readonly tagsOfKey = new Map<string, string[]>();

  constructor(maxEntries = 5_000, bound?: ByteBound) {
    this.entries = new LRUCache<string, CacheEntry>({
      max: maxEntries,
      ...(bound
        ? { maxSize: bound.maxBytes, sizeCalculation: (entry) => Math.max(1, bound.sizeOf(entry)) }
        : {}),
      // An entry pushed out takes its place in the tag lists with it: the lists stay as bounded as the entries.
      dispose: (_entry, key, reason) => {
        if (reason !== 'set') this.untag(key);
      },
    });
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
    this.untag(key);
    // Readers share the stored object: frozen, so none can rewrite what the next one gets.
    this.entries.set(key, deepFreeze(entry));
    if (!this.entries.has(key)) return; // larger than the whole bound: not kept
    for (const tag of tags) {
      const keys = this.tags.get(tag) ?? new Set();
      keys.add(key);
      this.tags.set(tag, keys);
    }
    this.tagsOfKey.set(key, tags);
  }

  async invalidate(tags: string[]): Promise<number> {
    let dropped = 0;
    for (const tag of tags) {
      for (const key of [...(this.tags.get(tag) ?? [])]) if (this.entries.delete(key)) dropped += 1;
      this.tags.delete(tag);
    }
    return dropped;
  }

  async expire(tags: string[], at: number): Promise<void> {
    for (const tag of tags)
      for (const key of this.tags.get(tag) ?? []) {
        const entry = this.entries.peek(key);
        if (entry) this.entries.set(key, deepFreeze(expiredAt(entry, at)), { noUpdateTTL: true });
      }
  }

  forgetLocal(): void {
    this.entries.clear();
    this.tags.clear();
    this.tagsOfKey.clear();
  }

  private untag(key: string): void {
    for (const tag of this.tagsOfKey.get(key) ?? []) {
      const keys = this.tags.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.tags.delete(tag);
    }
    this.tagsOfKey.delete(key);
  }

  async clear(): Promise<void> {
    this.forgetLocal();
  }
}

/**
 * Marks each entry of the tags (KEYS) expired at ARGV[2] under `x:<key>`, for as long as the entry
 * lives, unless a later mark is there: the entry itself (a page of 100 KB) is not read or rewritten.
 */
const expireScript = `
for _, tagKey in ipairs(KEYS) do
  for _, key in ipairs(redis.call('SMEMBERS', tagKey)) do
    local ttl = redis.call('PTTL', ARGV[1] .. 'e:' .. key)
    local markKey = ARGV[1] .. 'x:' .. key
    if ttl > 0 and tonumber(redis.call('GET', markKey) or '0') < tonumber(ARGV[2]) then
      redis.call('SET', markKey, ARGV[2], 'PX', ttl)
    end
  end
end
return 0`;

/**
 * Entries as JSON strings under `${prefix}e:<key>`, expiring with their stale-if-error horizon;
 * each tag a set of entry keys under `${prefix}t:<tag>`, so a webhook drops exactly those entries;
 * an expiry (`expire`) a mark beside the entry, `${prefix}x:<key>`, read with it in one MGET.
 */
export class RedisCacheStore implements ExpiringCacheStore {
  readonly kind = 'redis';

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<CacheEntry | undefined> {
    const [raw, mark] = await this.redis.mget(`${this.prefix}e:${key}`, `${this.prefix}x:${key}`);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as CacheEntry;
    return mark ? expiredAt(entry, Number(mark)) : entry;
  }

  async expire(tags: string[], at: number): Promise<void> {
    if (tags.length === 0) return;
    await this.redis.eval(
      expireScript,
      tags.length,
      ...tags.map((tag) => `${this.prefix}t:${tag}`),
      this.prefix,
      String(at),
    );
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
export class NearCacheStore<Far extends CacheStore = CacheStore> implements ExpiringCacheStore {
  readonly kind: CacheStore['kind'];
  private readonly near: LRUCache<string, CacheEntry>;

  constructor(
    private readonly far: Far,
    maxEntries = 2_000,
    bound?: ByteBound,
  ) {
    this.kind = far.kind;
    this.near = new LRUCache<string, CacheEntry>({
      max: maxEntries,
      ...(bound
        ? { maxSize: bound.maxBytes, sizeCalculation: (entry) => Math.max(1, bound.sizeOf(entry)) }
        : {}),
    });
  }

  /** Expires in the shared store; what this process holds goes (it may be one of them). */
  async expire(tags: string[], at: number): Promise<void> {
    this.near.clear();
    if (!('expire' in this.far)) throw new Error(`the ${this.far.kind} store cannot expire entries`);
    await (this.far as unknown as ExpiringCacheStore).expire(tags, at);
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
