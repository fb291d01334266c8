import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventStore } from '../../src/events/index.ts';
import { backends } from './backends.ts';

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
    'hands each change to a checkpointed subscriber once, also changes made while it was away',
    async () => {
      await events.catalogue.recordChanged({
        topic: 'product.updated',
        resource: 'product',
        resourceId: 31,
        slug: 'ruby-almond',
      });
      const seen: string[] = [];
      await events.catalogue.onChanged(
        'test-cache',
        (change) => void seen.push(`${change.topic}:${change.resourceId}`),
        { pollMs: 20 },
      );
      await events.catalogue.recordChanged({ topic: 'product.deleted', resource: 'product', resourceId: 32 });
      await vi.waitFor(() => expect(seen).toEqual(['product.updated:31', 'product.deleted:32']), {
        timeout: 20_000,
        interval: 20,
      });

      // The subscriber goes away; a change arrives; a new subscriber with the same id resumes
      // from its checkpoint: it gets the missed change and nothing it already handled.
      await events.catalogue.close();
      await events.catalogue.recordChanged({ topic: 'product.created', resource: 'product', resourceId: 33 });
      const resumed: string[] = [];
      await events.catalogue.onChanged(
        'test-cache',
        (change) => void resumed.push(`${change.topic}:${change.resourceId}`),
        { pollMs: 20 },
      );
      await vi.waitFor(() => expect(resumed).toEqual(['product.created:33']), {
        timeout: 20_000,
        interval: 20,
      });
      await events.catalogue.close();
    },
    60_000,
  );
});
