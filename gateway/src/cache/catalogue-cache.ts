import type { FastifyBaseLogger } from 'fastify';
import type { CacheEntry, CacheStore } from './cache-store.ts';
import { deepFreeze, everyEntryTag } from './policy.ts';

export { cacheKey } from './policy.ts';

export interface CachePolicy {
  ttlMs: number; // fresh
  staleWhileRevalidateMs: number; // then served while one background refresh runs
  staleIfErrorMs: number; // then served only when the upstream fails
}

export interface Loaded<T> {
  value: T;
  tags: string[];
  /** false: do not store (an answer carrying errors, say), but still share it with waiters. */
  cacheable?: boolean;
}

export interface CacheStats {
  hits: number;
  stale: number;
  misses: number;
  errors: number; // store failures (Redis down): served uncached
}

/**
 * TTL, stale-while-revalidate, stale-if-error and de-duplication of identical in-flight loads in
 * front of a CacheStore. A failing store (Redis down) never fails a shopper: the load runs
 * uncached and a warning is logged (at most every 30 s, so a dead Redis does not flood the log).
 */
export class CatalogueCache {
  readonly stats: CacheStats = { hits: 0, stale: 0, misses: 0, errors: 0 };
  private readonly inflight = new Map<string, Promise<unknown>>();
  private lastWarning = 0;
  private generation = 0;
  /** The catalogue version every gateway process agrees on (from the change bus), … */
  private sharedVersion = 0;
  /** … and changes applied here while the bus could not be reached (Redis down). */
  private localChanges = 0;

  constructor(
    readonly store: CacheStore,
    private readonly policy: CachePolicy,
    private readonly log?: FastifyBaseLogger,
    readonly enabled = true,
    /** Metrics hook: each lookup's result. */
    private readonly onResult?: (result: 'hit' | 'miss' | 'stale') => void,
  ) {}

  async fetch<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    if (!this.enabled) return (await load()).value;
    const entry = await this.safely(() => this.store.get(key));
    const now = Date.now();
    if (entry && now < entry.freshUntil) {
      this.stats.hits += 1;
      this.onResult?.('hit');
      return entry.value as T;
    }
    if (entry && now < entry.staleUntil) {
      this.stats.stale += 1;
      this.onResult?.('stale');
      this.refresh(key, load).catch(() => undefined); // errors are logged inside; the stale answer stands
      return entry.value as T;
    }
    this.stats.misses += 1;
    this.onResult?.('miss');
    try {
      return await this.refresh(key, load);
    } catch (error) {
      if (entry && now < entry.errorUntil) {
        this.log?.warn({ key, err: error }, 'upstream failed; serving a stale cache entry');
        return entry.value as T;
      }
      throw error;
    }
  }

  /** A fresh entry, or nothing: for callers that produce the value themselves (response cache). */
  async peek<T>(key: string): Promise<T | undefined> {
    if (!this.enabled) return undefined;
    const entry = await this.safely(() => this.store.get(key));
    if (entry && Date.now() < entry.freshUntil) {
      this.stats.hits += 1;
      this.onResult?.('hit');
      return entry.value as T;
    }
    return undefined;
  }

  /** `peek` without waiting, for an entry this process holds in memory; undefined otherwise. */
  peekLocal<T>(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.store.peekLocal?.(key);
    if (!entry || Date.now() >= entry.freshUntil) return undefined;
    this.stats.hits += 1;
    this.onResult?.('hit');
    return entry.value as T;
  }

  /** Stores a value produced elsewhere, unless an invalidation happened since `generation`. */
  async put(key: string, value: unknown, tags: string[], generation: number): Promise<void> {
    if (!this.enabled || generation !== this.generation) return;
    const now = Date.now();
    const entry: CacheEntry = {
      value: deepFreeze(value),
      freshUntil: now + this.policy.ttlMs,
      staleUntil: now + this.policy.ttlMs,
      errorUntil: now + this.policy.ttlMs,
    };
    await this.safely(() => this.store.set(key, entry, [...tags, everyEntryTag]));
  }

  /**
   * The catalogue version public keys carry (`publicKey` in the policy). Moved by every
   * catalogue change in every gateway process, so an answer computed before a change is never
   * read after it, here or in another process sharing the store.
   */
  get version(): string {
    return this.localChanges === 0
      ? String(this.sharedVersion)
      : `${this.sharedVersion}.${this.localChanges}`;
  }

  /** The shared catalogue version, when this process has caught up with it; older ones are ignored. */
  adoptVersion(shared: number): void {
    if (shared > this.sharedVersion || (shared === this.sharedVersion && this.localChanges > 0)) {
      this.sharedVersion = shared;
      this.localChanges = 0;
    }
  }

  get currentSharedVersion(): number {
    return this.sharedVersion;
  }

  /**
   * A catalogue change was applied in this process: loads already running must not store their
   * answers, and entries only this process holds go. `shared`: the new shared version, or
   * undefined when the bus could not give one (the keys then move for this process alone).
   */
  changed(shared: number | undefined): void {
    this.generation += 1;
    this.inflight.clear();
    this.store.forgetLocal();
    if (shared === undefined) this.localChanges += 1;
    else this.adoptVersion(shared);
  }

  /** Changes on every invalidation; `put` compares it to refuse answers computed before one. */
  get currentGeneration(): number {
    return this.generation;
  }

  async invalidate(tags: string[]): Promise<number> {
    // Loads already running started before the change: their answers must not be stored.
    this.generation += 1;
    this.inflight.clear();
    return (await this.safely(() => this.store.invalidate(tags))) ?? 0;
  }

  private refresh<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const generation = this.generation;
    const slot: { promise?: Promise<T> } = {};
    slot.promise = (async () => {
      try {
        const loaded = await load();
        if (loaded.cacheable !== false && generation === this.generation) {
          const now = Date.now();
          // Frozen before anyone reads it: every reader shares this object (policy, deepFreeze).
          const entry: CacheEntry = {
            value: deepFreeze(loaded.value),
            freshUntil: now + this.policy.ttlMs,
            staleUntil: now + this.policy.ttlMs + this.policy.staleWhileRevalidateMs,
            errorUntil: now + this.policy.ttlMs + this.policy.staleIfErrorMs,
          };
          await this.safely(() => this.store.set(key, entry, [...loaded.tags, everyEntryTag]));
        }
        return loaded.value;
      } finally {
        if (this.inflight.get(key) === slot.promise) this.inflight.delete(key);
      }
    })();
    this.inflight.set(key, slot.promise);
    return slot.promise;
  }

  private async safely<T>(operation: () => Promise<T>): Promise<T | undefined> {
    try {
      return await operation();
    } catch (error) {
      this.stats.errors += 1;
      if (Date.now() - this.lastWarning > 30_000) {
        this.lastWarning = Date.now();
        this.log?.warn(
          { err: error, store: this.store.kind },
          'catalogue cache unavailable; serving uncached',
        );
      }
      return undefined;
    }
  }
}
