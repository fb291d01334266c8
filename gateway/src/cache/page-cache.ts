import type { FastifyBaseLogger } from 'fastify';
import type { CacheEntry, ExpiringCacheStore } from './cache-store.ts';
import type { CachePolicy } from './catalogue-cache.ts';

/** A whole anonymous page as it is kept and shared (gateway README "Page cache"). */
export interface CachedPage {
  html: string;
  status: number;
  /** A strong validator of the bytes: the same page has the same ETag in every gateway process. */
  etag: string;
  /** Surrogate keys: what the page shows (products, categories, lists, content). */
  tags: string[];
  /** When its render began (epoch ms): a change heard after that makes it old. */
  renderedAt: number;
}

/** What one render produced: `result` for the request that asked, `page` when it may be kept. */
export interface PageRender<R> {
  result: R;
  page?: CachedPage;
  /** The back end failed during the render (an error, or data missing): a kept page is better. */
  failed?: boolean;
}

/**
 * How a kept page stands now: `fresh`; `stale` (served while one render refreshes it, the
 * catalogue cache's stale-while-revalidate); `expired` (past that, or dropped by a change: served
 * only when a new render fails or runs out of time, stale-if-error).
 */
export type PageLookup = { state: 'fresh' | 'stale' | 'expired'; page: CachedPage; age: number };

/**
 * The page cache: whole rendered pages under the catalogue cache's policy (TTL, stale while
 * revalidating, stale if error, one render in flight per key) in an expiring store (Redis shared
 * by every gateway process, or a byte-bounded LRU here). A change expires the pages showing it
 * rather than deleting them: the next request renders again, and if the back end cannot answer,
 * the last good render is still there (architecture "Pages").
 */
export class PageCache {
  private readonly inflight = new Map<string, Promise<PageRender<unknown>>>();
  private generation = 0;
  private lastWarning = 0;

  constructor(
    readonly store: ExpiringCacheStore,
    readonly policy: CachePolicy,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async lookup(key: string): Promise<PageLookup | undefined> {
    const entry = await this.safely(() => this.store.get(key));
    if (!entry) return undefined;
    const now = Date.now();
    const page = entry.value as CachedPage;
    const age = Math.max(0, Math.round((now - page.renderedAt) / 1_000));
    if (now < entry.freshUntil) return { state: 'fresh', page, age };
    if (now < entry.staleUntil) return { state: 'stale', page, age };
    if (now < entry.errorUntil) return { state: 'expired', page, age };
    return undefined;
  }

  /**
   * Renders the page once however many requests ask at the same time, and keeps what may be
   * kept, unless a change was heard while it rendered (its data may be older than the change).
   */
  render<R>(key: string, produce: () => Promise<PageRender<R>>): Promise<PageRender<R>> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<PageRender<R>>;
    const generation = this.generation;
    const slot: { rendering?: Promise<PageRender<R>> } = {};
    slot.rendering = (async () => {
      try {
        const rendered = await produce();
        if (rendered.page && !rendered.failed && generation === this.generation)
          await this.keep(key, rendered.page);
        return rendered;
      } finally {
        if (this.inflight.get(key) === slot.rendering) this.inflight.delete(key);
      }
    })();
    this.inflight.set(key, slot.rendering);
    return slot.rendering;
  }

  /**
   * A change: pages carrying one of the tags are rendered again at their next request (kept for
   * stale-if-error), and renders running now are not kept. Every gateway process calls it for
   * every change it hears, so a page another process stored just before hearing it goes too.
   */
  async expire(tags: string[]): Promise<void> {
    this.forgetRunning();
    await this.safely(() => this.store.expire(tags, Date.now()));
  }

  /** Renders running now are not kept, and what only this process holds goes (a missed change). */
  forgetLocal(): void {
    this.forgetRunning();
    this.store.forgetLocal();
  }

  private forgetRunning(): void {
    this.generation += 1;
    this.inflight.clear();
  }

  private async keep(key: string, page: CachedPage): Promise<void> {
    const { ttlMs, staleWhileRevalidateMs, staleIfErrorMs } = this.policy;
    const entry: CacheEntry = {
      value: page,
      freshUntil: page.renderedAt + ttlMs,
      staleUntil: page.renderedAt + ttlMs + staleWhileRevalidateMs,
      errorUntil: page.renderedAt + ttlMs + Math.max(staleWhileRevalidateMs, staleIfErrorMs),
      bornAt: page.renderedAt,
    };
    await this.safely(() => this.store.set(key, entry, page.tags));
  }

  /** A failing store (Redis down) never fails a page: it is rendered uncached (warned every 30 s). */
  private async safely<T>(operation: () => Promise<T>): Promise<T | undefined> {
    try {
      return await operation();
    } catch (error) {
      if (Date.now() - this.lastWarning > 30_000) {
        this.lastWarning = Date.now();
        this.log?.warn({ err: error, store: this.store.kind }, 'page cache unavailable; rendering uncached');
      }
      return undefined;
    }
  }
}

/** An in-process store's bytes for a kept page (its HTML dominates; the rest is a few hundred). */
export const pageBytes = (entry: CacheEntry): number =>
  ((entry.value as Partial<CachedPage>).html?.length ?? 0) + 512;
