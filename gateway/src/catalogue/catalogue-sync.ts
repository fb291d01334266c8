import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueCache } from '../cache/catalogue-cache.ts';
import type { ChangeBus, ChangeMessage } from '../cache/change-bus.ts';
import { tagsDroppedBy, type CatalogueChange } from '../cache/policy.ts';
import type { ListingIndex } from './listing-index.ts';

/** Commerce no longer shows these products (the listing found them null or missing). */
export const unavailableTopic = 'product.unavailable';
/** No change of its own: every process moves to a newer version (after a missed or late message). */
export const catchUpTopic = 'catalogue.catch-up';

/**
 * What a catalogue change does, in every gateway process (several gateways behave
 * as one). The process that receives a webhook applies it, drops the shared cache's tags once and
 * publishes it; every other process applies the same change to its own listing index and forgets
 * what it holds in memory. The shared catalogue version (in every public cache key) moves after
 * the index is patched, so no process stores a page of the old index under the new version.
 *
 * Changes are applied one at a time, in the order heard. One heard late (its version is not newer
 * than this process's: two webhooks to two gateways at once) may have let a page of an index
 * without it be stored under the newer version, so the process then asks every process to move
 * to a version newer still.
 */
export class CatalogueSync {
  readonly id = randomUUID();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners: ((change: CatalogueChange) => Promise<void>)[] = [];

  constructor(
    private readonly cache: CatalogueCache,
    private readonly index: ListingIndex,
    private readonly bus: ChangeBus,
    private readonly log?: FastifyBaseLogger,
  ) {
    index.whenGone((ids) => {
      this.changed({ topic: unavailableTopic, productIds: ids }).catch((error: unknown) =>
        this.log?.warn({ err: error, ids }, 'unavailable products not published'),
      );
    });
  }

  /**
   * Also told every change this process applies, its own and those heard (the page cache,
   * `routes/storefront-page-cache.ts`), after the catalogue cache; a catch-up as `catchUpTopic`.
   */
  onChange(listener: (change: CatalogueChange) => Promise<void>): void {
    this.listeners.push(listener);
  }

  get kind(): ChangeBus['kind'] {
    return this.bus.kind;
  }

  async start(): Promise<void> {
    const version = await this.bus.start({
      message: (message) => {
        if (message.origin !== this.id) void this.enqueue(() => this.applyHeard(message));
      },
      // What this process holds in memory is trusted only while it hears every change.
      lost: () => this.cache.store.forgetLocal(),
      reconnected: () => void this.enqueue(() => this.catchUp('reconnected')),
    });
    if (version !== undefined) this.cache.adoptVersion(version);
  }

  /**
   * A change seen by this process (a signed webhook, the listing): applied here before the
   * answer (the next request already shows it), then told to every other process.
   * Answers how many shared cache entries were dropped.
   */
  changed(change: CatalogueChange): Promise<number> {
    return this.enqueue(async () => {
      const version = await this.bus.nextVersion();
      await this.applyToIndex(change);
      const stale = version !== undefined && version <= this.cache.currentSharedVersion;
      this.cache.changed(version);
      const dropped = await this.cache.invalidate(tagsDroppedBy(change));
      await this.tell(change);
      await this.publish({ ...change, version, origin: this.id });
      if (stale) await this.catchUp('late');
      return dropped;
    });
  }

  async close(): Promise<void> {
    await this.bus.close();
  }

  private async applyHeard(message: ChangeMessage): Promise<void> {
    await this.applyToIndex(message);
    const late = message.version === undefined || message.version <= this.cache.currentSharedVersion;
    this.cache.changed(message.version);
    await this.tell(message);
    this.log?.debug({ topic: message.topic, version: message.version }, 'catalogue change heard');
    if (late && message.topic !== catchUpTopic) await this.catchUp('late');
  }

  /** Moves every process to a newer version; after a reconnect, the index is rebuilt too. */
  private async catchUp(reason: 'late' | 'reconnected'): Promise<void> {
    if (reason === 'reconnected') this.index.invalidate();
    const version = await this.bus.nextVersion();
    this.cache.changed(version);
    await this.tell({ topic: catchUpTopic, productIds: [] });
    await this.publish({ topic: catchUpTopic, productIds: [], version, origin: this.id });
  }

  private async applyToIndex(change: CatalogueChange): Promise<void> {
    if (change.topic === unavailableTopic) return this.index.drop(change.productIds);
    if (!change.topic.startsWith('product.')) return;
    await Promise.all(
      change.productIds.map((id) =>
        this.index.refreshProduct(id).catch((error: unknown) => {
          this.log?.warn({ err: error, id }, 'listing index refresh failed; rebuilding on the next listing');
          this.index.invalidate();
        }),
      ),
    );
  }

  private async tell(change: CatalogueChange): Promise<void> {
    for (const listener of this.listeners)
      await listener(change).catch((error: unknown) =>
        this.log?.warn({ err: error, topic: change.topic }, 'catalogue change listener failed'),
      );
  }

  private async publish(message: ChangeMessage): Promise<void> {
    await this.bus
      .publish(message)
      .catch((error: unknown) =>
        this.log?.warn(
          { err: error, topic: message.topic },
          'catalogue change not published to other gateways',
        ),
      );
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
