/**
 * What a shopper's change costs the event store (src/events/README.md, "Statements per command"):
 * no append and no read checks a read model's table again (they are made when the log opens), a
 * session's change is its read and one statement (`folded-append.ts`), and
 * one request's view of the sessions reads a session's data key once however many tokens it
 * opens or seals. Statements are counted at `pg.Client` (every pool of the store goes through it).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';

const sent: string[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const text = args[0];
  sent.push(typeof text === 'string' ? text : ((text as { text?: string } | undefined)?.text ?? ''));
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** Statements that read a session's document (Pongo's own read, or with its data key). */
const sessionReads = (texts: string[]) => texts.filter((text) => /FROM sessions\b/i.test(text));
/** Statements that read a data key (on its own, or with the session's document). */
const keyReads = (texts: string[]) => texts.filter((text) => /SELECT[\s\S]*gateway_session_keys/i.test(text));

async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  await run();
  return [...sent];
}

describe.each(backends())('statements of a change on $name', (backend) => {
  let events: EventStore;
  beforeAll(async () => {
    if (!backend.skip) events = await backend.open();
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  it.skipIf(backend.skip)('appends and reads without checking a table again', async () => {
    const made = await statementsOf(async () => {
      const { id } = await events.sessions.create();
      await events.sessions.attachUpstreamSession(id, 'woo-1');
      for (const productId of [1, 2, 3])
        await events.sessions.recordCartCommand(id, { type: 'add', productId, quantity: 1 });
      await events.sessions.load(id);
    });
    expect(made.length).toBeGreaterThan(0);
    expect(made.filter((text) => /CREATE TABLE/i.test(text))).toEqual([]);
  });

  it.skipIf(backend.skip)(
    'records a change to a session in one read and one statement, holding no transaction',
    async () => {
      const { id } = await events.sessions.create();
      await events.sessions.attachUpstreamSession(id, 'woo-1');
      const change = await statementsOf(() =>
        events.sessions.recordCartCommand(id, { type: 'add', productId: 4, quantity: 1 }),
      );
      expect(sessionReads(change)).toHaveLength(1);
      expect(change.filter((text) => /emt_append_to_stream/i.test(text))).toHaveLength(1);
      expect(change.filter((text) => /^\s*(BEGIN|COMMIT)/i.test(text))).toEqual([]);
      // The third: the session's data key, to open its tokens in the answer.
      expect(keyReads(change)).toHaveLength(1);
      expect(change).toHaveLength(3);
      expect(await events.sessions.cartCommands(id)).toEqual([{ type: 'add', productId: 4, quantity: 1 }]);
    },
  );

  it.skipIf(backend.skip)(
    "records a request's change on the session it already read, without reading it again",
    async () => {
      const { id } = await events.sessions.create();
      await events.sessions.attachUpstreamSession(id, 'woo-1');
      const request = events.sessions.forRequest();
      const change = await statementsOf(async () => {
        await request.load(id);
        await request.recordCartCommand(id, { type: 'add', productId: 5, quantity: 1 });
        await request.recordCartCommand(id, { type: 'add', productId: 6, quantity: 1 });
      });
      // One statement reads the session and its key; each change is one more.
      expect(sessionReads(change)).toHaveLength(1);
      expect(keyReads(change)).toEqual(sessionReads(change));
      expect(change.filter((text) => /emt_append_to_stream/i.test(text))).toHaveLength(2);
      expect(change).toHaveLength(3);
      expect(await events.sessions.cartCommands(id)).toEqual([
        { type: 'add', productId: 5, quantity: 1 },
        { type: 'add', productId: 6, quantity: 1 },
      ]);
    },
  );

  it.skipIf(backend.skip)(
    "reads the session again when another of the shopper's commands changed it since, rather than losing a race",
    async () => {
      const { id } = await events.sessions.create();
      const firstTab = events.sessions.forRequest();
      await firstTab.load(id);
      await events.sessions.forRequest().recordCartCommand(id, { type: 'add', productId: 7, quantity: 1 });
      const change = await statementsOf(() =>
        firstTab.recordCartCommand(id, { type: 'add', productId: 8, quantity: 1 }),
      );
      expect(sessionReads(change)).toHaveLength(1);
      expect(change.filter((text) => /emt_append_to_stream/i.test(text))).toHaveLength(1);
      expect(await events.sessions.cartCommands(id)).toEqual([
        { type: 'add', productId: 7, quantity: 1 },
        { type: 'add', productId: 8, quantity: 1 },
      ]);
    },
  );

  it.skipIf(backend.skip)("reads a session's data key once per request", async () => {
    const { id } = await events.sessions.create();
    await events.sessions.signIn(id, {
      authToken: 'a1',
      authTokenExpiresAt: 10,
      refreshToken: 'r1',
      customerId: 7,
    });

    const request = events.sessions.forRequest();
    const oneRequest = await statementsOf(async () => {
      expect(await request.load(id)).toMatchObject({ authToken: 'a1', refreshToken: 'r1' });
      await request.refreshTokens(id, { authToken: 'a2', authTokenExpiresAt: 20 });
      await request.recordCartCommand(id, { type: 'add', productId: 1, quantity: 1 });
      expect(await request.load(id)).toMatchObject({ authToken: 'a2' });
    });
    expect(keyReads(oneRequest)).toHaveLength(1);

    // A new session's first sealed token: one look for a key, one insert that answers the key made.
    const { id: fresh } = await events.sessions.create();
    const firstSeal = await statementsOf(() =>
      events.sessions.forRequest().attachUpstreamSession(fresh, 'woo-1'),
    );
    expect(keyReads(firstSeal)).toHaveLength(1);
    expect(firstSeal.filter((text) => /INSERT INTO gateway_session_keys/i.test(text))).toHaveLength(1);
    expect(await events.sessions.load(fresh)).toMatchObject({ wooSessionToken: 'woo-1' });

    // Another request reads it again: a sign-out elsewhere must be seen at once.
    await events.sessions.signOut(id);
    const next = events.sessions.forRequest();
    expect(await next.load(id)).toEqual({ id, version: expect.any(Number) as unknown });
  });
});
