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
export async function rebuildReadModels(log: EventLog): Promise<RebuildReport> {
  const started = Date.now();
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
