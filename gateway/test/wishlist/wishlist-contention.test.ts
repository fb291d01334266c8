import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';
import { offlineGateway, postGraphQL } from '../support/offline-gateway.ts';

const add = `mutation($id: Int!) { addToWishlist(productId: $id) { count productIds } }`;

describe.each(backends())('20 wishlist clicks of one shopper at once ($name)', (backend) => {
  let events: EventStore;
  let second: EventStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    if (backend.skip) return;
    events = await backend.open({ outbox: { enabled: false } });
    // A second gateway on the same PostgreSQL log (its own stream queues): its writes race ours
    // as another process's would. PGlite folders have one owner, so only PostgreSQL does this.
    if (backend.name === 'PostgreSQL') second = await backend.reopen({ outbox: { enabled: false } });
    app = await offlineGateway({}, {}, { events });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await second?.close();
    await events?.close();
    await backend.cleanup();
  });

  it.skipIf(backend.skip)('all succeed through the gateway and the list holds every product', async () => {
    const first = await postGraphQL(app, { query: add, variables: { id: 1 } });
    expect(first.json().errors).toBeUndefined();
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postGraphQL(app, { query: add, variables: { id: 100 + i } }, { cookie }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().errors).toBeUndefined();
    }
    const list = await postGraphQL(app, { query: `{ wishlist { count productIds } }` }, { cookie });
    const wishlist = list.json().data.wishlist as { count: number; productIds: number[] };
    expect(wishlist.count).toBe(21);
    expect([...wishlist.productIds].sort((a, b) => a - b)).toEqual([
      1,
      ...Array.from({ length: 20 }, (_, i) => 100 + i),
    ]);
  });

  // Two processes on one log: only PostgreSQL has that (a PGlite folder has one owner).
  if (backend.name === 'PostgreSQL')
    it.skipIf(backend.skip)('two processes writing one stream at once lose nothing', async () => {
      const owner = { kind: 'guest' as const, sessionId: `contention-${Date.now()}` };
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? second : events).wishlists.add(owner, 500 + i)),
      );
      const items = await events.wishlists.items(owner);
      expect(items.map((item) => item.productId).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => 500 + i),
      );
    });
});
