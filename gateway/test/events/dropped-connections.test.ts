import { pino } from 'pino';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';

// A real PostgreSQL only: the embedded store is in the gateway's own process.
const backend = backends().find((candidate) => candidate.name === 'PostgreSQL')!;

describe.skipIf(backend.skip)('the event store when PostgreSQL drops its connections', () => {
  const logger = pino({ level: 'silent' });
  const warn = vi.spyOn(logger, 'warn');
  let events: EventStore;
  beforeAll(async () => {
    events = await backend.open({ outbox: { enabled: false }, logger });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  it('keeps the gateway running and serving: the drop is a warning and the next write reconnects', async () => {
    const before = await events.sessions.create();
    const guest = { kind: 'guest' as const, sessionId: before.id };
    await events.wishlists.add(guest, 101);

    // What a PostgreSQL restart or an administrator does to the gateway's idle connections.
    const url = new URL(events.log.connectionString);
    const database = url.pathname.slice(1);
    const admin = new pg.Client({ connectionString: events.log.connectionString });
    await admin.connect();
    const dropped = await admin.query<{ pid: number }>(
      `SELECT pg_terminate_backend(pid) AS dropped FROM pg_stat_activity
        WHERE datname = $1 AND application_name = 'nails-gateway-events' AND pid <> pg_backend_pid()`,
      [database],
    );
    await admin.end();
    expect(dropped.rowCount).toBeGreaterThan(0);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        expect.stringMatching(/closed an idle connection/),
      ),
    );

    // The shopper's wishlist is still there, and new sessions are written as before.
    expect((await events.wishlists.items(guest)).map((item) => item.productId)).toEqual([101]);
    const after = await events.sessions.create();
    expect(after.id).not.toBe(before.id);
  });

  it("keeps a session's sealed upstream token readable when the session keys' connections drop", async () => {
    const session = await events.sessions.create();
    await events.sessions.attachUpstreamSession(session.id, 'woo-session-token');

    const url = new URL(events.log.connectionString);
    const admin = new pg.Client({ connectionString: events.log.connectionString });
    await admin.connect();
    const dropped = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND application_name = 'nails-gateway-session-keys' AND pid <> pg_backend_pid()`,
      [url.pathname.slice(1)],
    );
    await admin.end();
    expect(dropped.rowCount).toBeGreaterThan(0);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        expect.stringMatching(/^session keys: .*closed an idle connection/),
      ),
    );

    expect((await events.sessions.load(session.id))?.wooSessionToken).toBe('woo-session-token');
  });
});
