import { retryOnConflict, type EventLog } from '../events/log.ts';
import { decideCatalogueChange } from './catalogue-change-decider.ts';
import { catalogueStream } from './catalogue-change-model.ts';

export interface CatalogueChange {
  topic: string; // the webhook topic, e.g. product.updated
  resource: string; // product, category …
  resourceId?: number;
  slug?: string;
}

/**
 * Catalogue changes from signed commerce webhooks, kept as a change log (which product changed,
 * how often, when last) for ops and rebuilds. Caches do not read it: every gateway process hears
 * a change through the change bus (catalogue/catalogue-sync.ts) within a second.
 */
export class CatalogueRepository {
  constructor(private readonly log: EventLog) {}

  async recordChanged(change: CatalogueChange): Promise<void> {
    const resource =
      change.resourceId === undefined ? change.resource : `${change.resource}:${change.resourceId}`;
    // Every change is recorded whatever came before, so the append needs no expected version.
    const events = decideCatalogueChange(
      { type: 'RecordCatalogueChange', data: { ...change, changedAt: new Date().toISOString() } },
      null,
    );
    const stream = catalogueStream(resource);
    await retryOnConflict(this.log, stream, () => this.log.append(stream, events));
  }
}
