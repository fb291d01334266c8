import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { collections } from '../../src/state/read-models.ts';
import type { CatalogueDoc } from '../../src/catalogue/catalogue-change-model.ts';
import { backends } from '../support/events/backends.ts';

describe.each(backends())('catalogue changes on $name', (backend) => {
  let events: EventStore;
  beforeAll(async () => {
    if (!backend.skip) events = await backend.open({ outbox: { enabled: false } });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  it.skipIf(backend.skip)(
    'keeps a change log per product: how often it changed, the last topic and when',
    async () => {
      const productId = 31_000 + Math.floor(Math.random() * 1000);
      await events.catalogue.recordChanged({
        topic: 'product.updated',
        resource: 'product',
        resourceId: productId,
        slug: 'ruby-almond',
      });
      await events.catalogue.recordChanged({
        topic: 'product.deleted',
        resource: 'product',
        resourceId: productId,
      });

      const doc = await events.log.read<CatalogueDoc>(
        collections.catalogue,
        `catalogue-product:${productId}`,
      );
      expect(doc).toMatchObject({
        resource: 'product',
        topic: 'product.deleted',
        resourceId: productId,
        changes: 2,
      });
      expect(Date.parse(doc!.lastChangedAt)).not.toBeNaN();
    },
    60_000,
  );
});
