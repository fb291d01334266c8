import { rebuildPostgreSQLProjections } from '@event-driven-io/emmett-postgresql';
import { SQL } from '@event-driven-io/dumbo';
import type { EventLog } from './log.ts';

export interface RebuildReport {
  events: number;
  readModels: Record<string, number>;
  ms: number;
}

/**
 * Rebuilds every read model registered with the log with Emmett's projection rebuild: each projection's
 * documents are truncated and the whole log is replayed through the same evolve functions the
 * inline projections use, under Emmett's projection lock.
 */
export async function rebuildReadModels(
  log: EventLog,
  options: { waitForWritersMs?: number } = {},
): Promise<RebuildReport> {
  const started = Date.now();
  await untilEveryEventIsReadable(log, options.waitForWritersMs ?? 60_000);
  for (const { projection } of log.readModels) {
    // One consumer per projection, each with a fresh processor id: a rebuild always starts from
    // the beginning of the log, never from an earlier rebuild's checkpoint.
    const consumer = rebuildPostgreSQLProjections({
      connectionString: log.connectionString,
      projections: [
        { projection, processorId: `rebuild:${projection.name}:${started}`, truncateOnStart: true },
      ],
    });
    try {
      await consumer.start();
    } finally {
      await consumer.close();
    }
  }
  return { events: await countEvents(log), readModels: await countReadModels(log), ms: Date.now() - started };
}

/**
 * Waits, before anything is truncated, until Emmett's consumer can read every event written
 * before the rebuild began. It reads only events whose transaction is older than every
 * transaction still open on the server (`pg_snapshot_xmin`: one that commits later cannot be
 * skipped), and a rebuild stops at the first read that finds nothing; so a transaction open
 * anywhere on a shared server, in another database even, would end the rebuild before the newest
 * events, with the read models already emptied. One still open after the wait fails the rebuild
 * with nothing changed. Events appended meanwhile are the inline projections' (and its lock's).
 */
async function untilEveryEventIsReadable(log: EventLog, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  const newest = await log.sql.execute.query<{ position: string | null }>(
    SQL`SELECT max(global_position)::text AS position FROM emt_messages`,
  );
  const last = newest.rows[0]?.position;
  if (last === null || last === undefined) return;
  for (;;) {
    const rows = await log.sql.execute.query<{ hidden: boolean }>(
      SQL`SELECT EXISTS (
            SELECT 1 FROM emt_messages
            WHERE global_position <= ${last}::bigint
              AND transaction_id >= pg_snapshot_xmin(pg_current_snapshot())
          ) AS hidden`,
    );
    if (!rows.rows[0]?.hidden) return;
    if (Date.now() >= deadline)
      throw new Error(
        `a transaction opened on the database server before the newest events is still open after ${Math.round(waitMs / 1000)} s; the rebuild would miss those events, so it changed nothing (end that transaction, or run the rebuild again)`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function countReadModels(log: EventLog): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { collection: name } of log.readModels) counts[name] = (await log.all(name)).length;
  return counts;
}

export async function countEvents(log: EventLog): Promise<number> {
  const rows = await log.sql.execute.query<{ count: string }>(
    SQL`SELECT count(*)::text AS count FROM emt_messages`,
  );
  return Number(rows.rows[0]?.count ?? 0);
}

/** Every read model's documents, for comparing a rebuild with the live models. */
export async function snapshotReadModels(log: EventLog): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const { collection: name } of log.readModels) snapshot[name] = await log.all(name);
  return snapshot;
}
