import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExpectedVersionConflictError } from '@event-driven-io/emmett';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { sessionCollection, sessionStream, type SessionDoc } from '../../src/account/session-model.ts';
import { backends } from '../support/events/backends.ts';

/**
 * The session store writes its document with the append, in one statement (`folded-append.ts`):
 * what it writes must be what Emmett's inline projection and a rebuild make, a lost race must
 * write nothing, and two gateways on one database must lose none of a shopper's changes.
 */
describe.each(backends())('an append with its folded document, on $name', (backend) => {
  let events: EventStore;
  beforeAll(async () => {
    if (!backend.skip) events = await backend.open({ outbox: { enabled: false } });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  const sessionDoc = (id: string) => events.log.read<SessionDoc>(sessionCollection, sessionStream(id));

  it.skipIf(backend.skip)('writes the session document a rebuild of the log makes', async () => {
    const { id } = await events.sessions.create();
    await events.sessions.attachUpstreamSession(id, 'woo-token');
    await events.sessions.recordCartCommand(id, { type: 'add', productId: 3, quantity: 2 }, 'line-3');
    await events.sessions.recordCartCommand(id, { type: 'quantity', key: 'line-3', quantity: 1 });
    await events.sessions.recordCartCommand(id, { type: 'coupon.apply', code: 'WELCOME10' });
    const written = await sessionDoc(id);
    expect(written).toMatchObject({ version: 5 });
    expect(written?.cart).toEqual([
      { command: { type: 'add', productId: 3, quantity: 2 }, key: 'line-3' },
      { command: { type: 'quantity', key: 'line-3', quantity: 1 } },
      { command: { type: 'coupon.apply', code: 'WELCOME10' } },
    ]);

    await events.rebuild();
    expect(await sessionDoc(id)).toEqual(written);
    expect(await events.sessions.load(id)).toMatchObject({ wooSessionToken: 'woo-token', version: 5 });
  });

  it.skipIf(backend.skip)(
    'keeps the change another tab made after this request read the session',
    async () => {
      const { id } = await events.sessions.create();
      const firstTab = events.sessions.forRequest();
      await firstTab.load(id);
      // The other tab's add lands between this request's read and its own add.
      await events.sessions
        .forRequest()
        .recordCartCommand(id, { type: 'add', productId: 7, quantity: 1 }, 'line-7');
      await firstTab.recordCartCommand(id, { type: 'add', productId: 8, quantity: 1 }, 'line-8');

      expect(await events.sessions.recordedCart(id)).toEqual([
        { command: { type: 'add', productId: 7, quantity: 1 }, key: 'line-7' },
        { command: { type: 'add', productId: 8, quantity: 1 }, key: 'line-8' },
      ]);
      expect(await sessionDoc(id)).toMatchObject({ version: 3 });
    },
  );

  it.skipIf(backend.skip)('appends nothing and writes nothing when it lost the race', async () => {
    const { id } = await events.sessions.create();
    await events.sessions.recordCartCommand(id, { type: 'add', productId: 4, quantity: 1 });
    const before = await sessionDoc(id);
    const stale = { ...before!, cart: [], version: 2 };

    const late = events.log.append(
      sessionStream(id),
      [{ type: 'CartCommandApplied', data: { command: { type: 'empty' } } }],
      1n,
      { collection: sessionCollection, id: sessionStream(id), doc: stale },
    );

    await expect(late).rejects.toSatisfy(isExpectedVersionConflictError);
    expect(await sessionDoc(id)).toEqual(before);
    expect((await events.log.store.readStream(sessionStream(id))).events).toHaveLength(2);
  });
});

// Two gateways on one log is a PostgreSQL deployment: the embedded store belongs to one process.
const [postgres] = backends().filter((backend) => backend.name === 'PostgreSQL');

describe('two gateways on one PostgreSQL log', () => {
  let events: EventStore;
  beforeAll(async () => {
    if (!postgres!.skip) events = await postgres!.open({ outbox: { enabled: false } });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await postgres!.cleanup();
  });

  const sessionDoc = (id: string) => events.log.read<SessionDoc>(sessionCollection, sessionStream(id));

  it.skipIf(postgres!.skip)(
    "loses none of a shopper's changes made through two gateways at once",
    async () => {
      const other = await postgres!.reopen({ outbox: { enabled: false } });
      try {
        const { id } = await events.sessions.create();
        const gateways = [events, other];
        // Ten adds through each gateway at once: each process queues its own, the two race at the
        // database, and every lost race decides again from the document as it is then.
        await Promise.all(
          gateways.flatMap((gateway, g) =>
            Array.from({ length: 10 }, (_, n) =>
              gateway.sessions.recordCartCommand(id, { type: 'add', productId: 100 * g + n, quantity: 1 }),
            ),
          ),
        );
        const doc = await sessionDoc(id);
        const added = doc!.cart.map((recorded) => (recorded.command as { productId: number }).productId);
        expect(added.sort((a, b) => a - b)).toEqual([
          ...Array.from({ length: 10 }, (_, n) => n),
          ...Array.from({ length: 10 }, (_, n) => 100 + n),
        ]);
        expect(doc!.version).toBe(21);
        expect((await events.log.store.readStream(sessionStream(id))).events).toHaveLength(21);

        await events.rebuild();
        expect(await sessionDoc(id)).toEqual(doc);
      } finally {
        await other.close();
      }
    },
    120_000,
  );
});
