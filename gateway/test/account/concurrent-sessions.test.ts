import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';

/**
 * Many shoppers at once, as a load test brings them: each session gets its upstream token sealed
 * (a data key made and read) while other sessions are read from the log. On the embedded store
 * this once failed one add-to-cart in six ("unnamed prepared statement does not exist").
 */
describe.each(backends())('60 shoppers starting their sessions at once ($name)', (backend) => {
  let events: EventStore;
  beforeAll(async () => {
    if (backend.skip) return;
    events = await backend.open({ outbox: { enabled: false } });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  it.skipIf(backend.skip)('every session keeps its own token and reads back', async () => {
    const sessions: Awaited<ReturnType<EventStore['sessions']['create']>>[] = [];
    for (let index = 0; index < 60; index += 1) sessions.push(await events.sessions.create());
    await Promise.all(
      sessions.map(async (session, index) => {
        await events.sessions.attachUpstreamSession(session.id, `woo-session-token-${index}`);
        // A read of another session in the middle of the writes, as concurrent requests do.
        await events.sessions.load(sessions[(index + 7) % sessions.length]!.id);
      }),
    );
    const loaded = await Promise.all(sessions.map((session) => events.sessions.load(session.id)));
    expect(loaded.map((session) => session?.wooSessionToken)).toEqual(
      sessions.map((_, index) => `woo-session-token-${index}`),
    );
  });
});
