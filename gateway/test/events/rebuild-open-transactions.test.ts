/**
 * A rebuild on a PostgreSQL server that others use too. Emmett's consumer reads only events whose
 * transaction is older than every transaction still open on the server (`pg_snapshot_xmin`, so it
 * never skips one that commits later), and its rebuild stops at the first read that finds
 * nothing: one transaction left open elsewhere on the server, by another database's client
 * even, once made a rebuild truncate the read models and stop before the newest events. The
 * embedded store serves one connection's transaction at a time, so nothing can be open beside a
 * rebuild there.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, findPostgres, requireService } from '@nails/tests/support/services';
import { rebuildReadModels } from '../../src/events/rebuild.ts';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { tmpdir } from 'node:os';

const postgres = await requireService(findPostgres);

describe.skipIf(!postgres.url)('a rebuild beside a transaction open elsewhere on the server', () => {
  let database: { url: string; drop(): Promise<void> };
  let events: EventStore;
  beforeAll(async () => {
    database = await createPostgresDatabase(postgres.url!);
    events = await openEventStore({
      dataDir: tmpdir(),
      eventStoreUrl: database.url,
      outbox: { enabled: false },
    });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await database?.drop();
  });

  /**
   * Another client of the same server (its default database, not the log's) opens a transaction
   * with a transaction id before `write` runs, and ends it when `write`'s promise has settled.
   */
  async function besideAnOpenTransaction(write: () => Promise<void>, end: 'COMMIT' | 'ROLLBACK') {
    const other = new pg.Client({ connectionString: postgres.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT txid_current()');
      await write();
    } finally {
      await other.query(end);
      await other.end();
    }
  }

  it('waits for it to end and keeps every session, the newest too', async () => {
    const older = await events.sessions.create();
    let newestId = '';
    let rebuilt: ReturnType<EventStore['rebuild']> | undefined;
    // Slow to end: the rebuild has been waiting for a second when it commits.
    await besideAnOpenTransaction(async () => {
      const newest = await events.sessions.create();
      newestId = newest.id;
      await events.sessions.attachUpstreamSession(newest.id, 'woo-newest');
      rebuilt = events.rebuild();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }, 'COMMIT');
    const report = await rebuilt!;
    expect(report.readModels.sessions).toBeGreaterThanOrEqual(2);
    expect(await events.sessions.load(older.id)).toEqual({ id: older.id, version: 1 });
    expect(await events.sessions.load(newestId)).toMatchObject({
      id: newestId,
      wooSessionToken: 'woo-newest',
      version: 2,
    });
  });

  it('fails with nothing emptied when that transaction outlasts its wait', async () => {
    await besideAnOpenTransaction(async () => {
      const newest = await events.sessions.create();
      await expect(rebuildReadModels(events.log, { waitForWritersMs: 300 })).rejects.toThrow(
        /still open after 0 s; the rebuild would miss those events, so it changed nothing/,
      );
      expect(await events.sessions.load(newest.id)).toEqual({ id: newest.id, version: 1 });
    }, 'ROLLBACK');
  });
});
