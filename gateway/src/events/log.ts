import { isExpectedVersionConflictError, projections, type Event } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, type PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import { pongoClient, type PongoClient, type PongoDocument } from '@event-driven-io/pongo';
import type { EventStoreConnection } from './connection.ts';
import { allProjections, collections } from './projections.ts';

/** Emmett's PostgreSQL store with every read model as an inline projection, plus document reads. */
export interface EventLog {
  readonly kind: EventStoreConnection['kind'];
  readonly connectionString: string;
  readonly store: PostgresEventStore;
  /** Appends at an expected version (0n: the stream must not exist yet). Conflicts throw. */
  append(stream: string, events: Event[], expectedVersion?: bigint): Promise<bigint>;
  /** A read model document, without Pongo's bookkeeping fields. */
  read<T>(collection: string, id: string): Promise<T | undefined>;
  /** The documents of a read model (all, or those matching a Pongo filter), sorted by id. */
  all<T>(collection: string, filter?: Record<string, unknown>): Promise<(T & { _id: string })[]>;
  close(): Promise<void>;
}

export async function openLog(connection: EventStoreConnection): Promise<EventLog> {
  const store = getPostgreSQLEventStore(connection.connectionString, {
    projections: projections.inline(allProjections),
  });
  await store.schema.migrate();
  const pongo: PongoClient = pongoClient(connection.connectionString);
  const collection = (name: string) => pongo.db().collection<PongoDocument>(name);
  return {
    kind: connection.kind,
    connectionString: connection.connectionString,
    store,
    async append(stream, events, expectedVersion) {
      const result = await store.appendToStream(
        stream,
        events,
        expectedVersion === undefined ? {} : { expectedStreamVersion: expectedVersion },
      );
      return result.nextExpectedStreamVersion;
    },
    async read<T>(name: string, id: string) {
      const found = await collection(name).findOne({ _id: id });
      return found ? (strip(found) as T) : undefined;
    },
    async all<T>(name: string, filter: Record<string, unknown> = {}) {
      const found = await collection(name).find(filter);
      return found
        .map((doc) => ({ ...strip(doc), _id: doc._id }) as T & { _id: string })
        .sort((a, b) => a._id.localeCompare(b._id));
    },
    async close() {
      await pongo.close();
      await store.close();
      await connection.close();
    },
  };
}

function strip(doc: PongoDocument): Record<string, unknown> {
  const { _id, _version, ...rest } = doc as Record<string, unknown>;
  void _id;
  void _version;
  return rest;
}

/**
 * Runs `attempt` again when its append lost an expected-version race: the loser re-reads the
 * stream's state and decides again, so no write is silently merged and none is lost.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>, tries = 10): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isExpectedVersionConflictError(error) || i >= tries) throw error;
      // A little jitter keeps two writers from colliding again in lock step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * i));
    }
  }
}

export { collections, isExpectedVersionConflictError };
