import { catalogueStream, type CatalogueChanged } from './catalogue-model.ts';
import { retryOnConflict, type EventLog } from './log.ts';

export interface CatalogueChange {
  topic: string; // the webhook topic, e.g. product.updated
  resource: string; // product, category …
  resourceId?: number;
  slug?: string;
}

export type CatalogueChangeHandler = (change: CatalogueChanged['data']) => Promise<void> | void;

/**
 * Catalogue changes from signed commerce webhooks. The cache is invalidated by an Emmett reactor
 * (an asynchronous consumer with a stored checkpoint), so a change recorded while the gateway was
 * down still invalidates once it is back, and each change is handled once per subscriber id.
 */
export class CatalogueRepository {
  private readonly consumers: { close(): Promise<void> }[] = [];

  constructor(private readonly log: EventLog) {}

  async recordChanged(change: CatalogueChange): Promise<void> {
    const resource =
      change.resourceId === undefined ? change.resource : `${change.resource}:${change.resourceId}`;
    const data = { ...change, changedAt: new Date().toISOString() };
    const stream = catalogueStream(resource);
    await retryOnConflict(this.log, stream, () =>
      this.log.append(stream, [{ type: 'CatalogueChanged', data }]),
    );
  }

  /** Starts a checkpointed subscriber; `id` names its checkpoint (one per cache). */
  async onChanged(
    id: string,
    handle: CatalogueChangeHandler,
    options: { pollMs?: number } = {},
  ): Promise<void> {
    const consumer = this.log.store.consumer<CatalogueChanged>({
      pulling: { pullingFrequencyInMs: options.pollMs ?? 200 },
    });
    consumer.reactor<CatalogueChanged>({
      processorId: `catalogue-cache:${id}`,
      canHandle: ['CatalogueChanged'],
      eachMessage: async (message) => {
        await handle(message.data);
      },
    });
    this.consumers.push(consumer);
    void consumer.start().catch(() => undefined);
  }

  async close(): Promise<void> {
    await Promise.all(this.consumers.splice(0).map((consumer) => consumer.close()));
  }
}
