import type { Logger } from '@nails/platform';
import { connectEventStore } from './connection.ts';
import { openLog, type EventLog } from './log.ts';
import type { ReadModel } from './read-models.ts';

export interface EventLogOptions {
  /** A postgres:// URL; absent: the embedded PGlite store under `${dataDir}/events`. */
  eventStoreUrl?: string;
  dataDir: string;
  /** Every concept's read models: the log projects them inline and rebuilds them. */
  readModels: readonly ReadModel[];
  logger?: Logger;
  /** False: no time limits or breaker on the store (the command line: a rebuild may run long statements). */
  timeLimits?: boolean;
}

/** Connects to PostgreSQL or the embedded store and opens the log with the concepts' read models. */
export async function openEventLog(options: EventLogOptions): Promise<EventLog> {
  const connection = await connectEventStore(options);
  return openLog(connection, options.logger, options);
}

export type { EventLog } from './log.ts';
export type { ReadModel } from './read-models.ts';
export { rebuildReadModels, snapshotReadModels, type RebuildReport } from './rebuild.ts';
export { tailEvents, type TailedEvent } from './tail.ts';
