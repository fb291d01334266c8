import { dumbo, type Dumbo } from '@event-driven-io/dumbo';
import { isExpectedVersionConflictError, projections, type Event } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, type PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import { pongoClient, type PongoClient, type PongoDocument } from '@event-driven-io/pongo';
import type { Logger } from '@nails/platform';
import type pg from 'pg';
import { GatewayError } from '../errors.ts';
import { retryLostVersionRace } from '../retry-policies.ts';
import type { EventStoreConnection } from './connection.ts';
import { noTableCheck, type ReadModel } from './read-models.ts';
import { appendFolded, foldedAppendSQL, type FoldedDocument } from './folded-append.ts';
import { EventStoreGuard, eventStoreLimits, guardedPool } from './store-guard.ts';

/** Emmett's PostgreSQL store with every read model as an inline projection, plus document reads. */
export interface EventLog {
  readonly kind: EventStoreConnection['kind'];
  readonly connectionString: string;
  readonly store: PostgresEventStore;
  /** The read models the concepts registered: projected inline with every append, rebuilt by `rebuild`. */
  readonly readModels: readonly ReadModel[];
  /** SQL on the log's own connections (counts, the tail's batch puller). */
  readonly sql: Dumbo;
  /** This process's writers per stream (see `retryOnConflict`). */
  readonly queues: StreamQueues;
  /** The time limit and breaker in front of every statement (`/readyz` asks it). */
  readonly guard: EventStoreGuard;
  /** One time-limited SELECT 1 through the guard (`/readyz`). */
  check(): Promise<{ ok: boolean; detail?: string }>;
  /** Told the stream of every append that met a newer version (metrics count them). */
  readonly conflictListeners: Set<(stream: string) => void>;
  /**
   * Appends at an expected version (0n: the stream must not exist yet). Conflicts throw. Given
   * `folded`, the one read model the events feed as the caller already folded it, the append and
   * that document's write are one statement instead of Emmett's transaction
   * (`folded-append.ts`).
   */
  append(stream: string, events: Event[], expectedVersion?: bigint, folded?: FoldedDocument): Promise<bigint>;
  /** A read model document, without Pongo's bookkeeping fields. */
  read<T>(collection: string, id: string): Promise<T | undefined>;
  /** The documents of a read model (all, or those matching a Pongo filter), sorted by id. */
  all<T>(collection: string, filter?: Record<string, unknown>): Promise<(T & { _id: string })[]>;
  close(): Promise<void>;
}

/**
 * The log's one pool of PostgreSQL connections, which the store, the read models (Pongo) and the
 * tail share. It is ours rather than the one dumbo would make, to hear its 'error' event: when
 * PostgreSQL drops an idle connection (a restart, a failover, an administrator's
 * pg_terminate_backend) an unheard pool error ends the process. Heard, the pool connects again
 * for the next query and the drop is a warning in the log.
 */
function connectionPool(
  connection: EventStoreConnection,
  guard: EventStoreGuard,
  timeLimits: boolean,
  logger?: Logger,
): pg.Pool {
  const pool = guardedPool(guard, {
    connectionString: connection.connectionString,
    application_name: 'nails-gateway-events',
    // PostgreSQL itself ends a runaway statement or an abandoned transaction too (the embedded
    // store takes no such settings).
    ...(connection.kind === 'postgres' && timeLimits
      ? { statement_timeout: 5_000, idle_in_transaction_session_timeout: 10_000 }
      : {}),
  });
  pool.on('error', (error) =>
    logger?.warn({ err: error }, 'event store: PostgreSQL closed an idle connection; reconnecting on demand'),
  );
  return pool;
}

export interface LogOptions {
  /** Every concept's read models; the log knows no concept itself. */
  readModels: readonly ReadModel[];
  /** False: no time limit and no breaker (the `events` command line's rebuild may run long statements). */
  timeLimits?: boolean;
}

export async function openLog(
  connection: EventStoreConnection,
  logger: Logger | undefined,
  options: LogOptions,
): Promise<EventLog> {
  const timeLimits = options.timeLimits !== false;
  const guard = new EventStoreGuard({
    connectionString: connection.connectionString,
    limits: eventStoreLimits[connection.kind],
    onStateChange: (degraded, reason) =>
      degraded
        ? logger?.warn({ reason }, 'event store degraded: pages and catalogue reads run without it')
        : logger?.info('event store answers again'),
  });
  const pool = connectionPool(connection, guard, timeLimits, logger);
  const store = getPostgreSQLEventStore(connection.connectionString, {
    projections: projections.inline(options.readModels.map((model) => model.projection)),
    connectionOptions: { pool },
  });
  await store.schema.migrate();
  const pongo: PongoClient = pongoClient(connection.connectionString, {
    connectionOptions: { pool },
    schema: noTableCheck,
  });
  const collection = (name: string) => pongo.db().collection<PongoDocument>(name);
  const sql = dumbo({ connectionString: connection.connectionString, pool });
  // Every read model's table, made once here: neither an append's projection nor a read checks
  // it again (`tablesMadeAtOpen` in `read-models.ts`).
  for (const model of options.readModels) await collection(model.collection).createCollection();
  if (timeLimits) guard.arm();
  const append: EventLog['append'] = async (stream, events, expectedVersion, folded) => {
    const storableEvents = events.map(storable);
    const statement =
      folded && expectedVersion !== undefined
        ? await foldedAppendSQL(
            stream,
            storableEvents,
            expectedVersion,
            storableDocument(folded),
            options.readModels,
          )
        : undefined;
    if (statement) return appendFolded(sql, statement, expectedVersion!);
    const result = await store.appendToStream(
      stream,
      storableEvents,
      expectedVersion === undefined ? {} : { expectedStreamVersion: expectedVersion },
    );
    return result.nextExpectedStreamVersion;
  };

  return {
    kind: connection.kind,
    connectionString: connection.connectionString,
    store,
    readModels: options.readModels,
    sql,
    guard,
    check: () => guard.check(pool),
    queues: new Map(),
    conflictListeners: new Set(),
    append,
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
      guard.close();
      await pongo.close();
      await store.close();
      await pool.end();
      await connection.close();
    },
  };
}

/**
 * PostgreSQL cannot store U+0000 in text or JSONB ("unsupported Unicode escape sequence"), and an
 * append refused after commerce already applied the change would leave the two disagreeing. The
 * GraphQL edge refuses control characters before anything is sent; should one still arrive here,
 * it is written as U+FFFD (the replacement character) rather than failing the append.
 */
function storable(event: Event): Event {
  return JSON.stringify(event.data).includes('\\u0000')
    ? { ...event, data: replaceNul(event.data) as Event['data'] }
    : event;
}

function storableDocument(folded: FoldedDocument): FoldedDocument {
  return JSON.stringify(folded.doc).includes('\\u0000')
    ? { ...folded, doc: replaceNul(folded.doc) as FoldedDocument['doc'] }
    : folded;
}

function replaceNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD');
  if (Array.isArray(value)) return value.map(replaceNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [replaceNul(key), replaceNul(inner)]),
    );
  return value;
}

/** A read model document without Pongo's bookkeeping fields (`_id`, `_version`), as reads answer it. */
export function strip(doc: PongoDocument): Record<string, unknown> {
  const { _id, _version, ...rest } = doc as Record<string, unknown>;
  void _id;
  void _version;
  return rest;
}

/** Thrown when one stream stayed contended through every retry: answered as CONFLICT. */
export class StreamConflictError extends GatewayError {
  constructor(readonly stream: string) {
    super('CONFLICT');
    this.name = 'StreamConflictError';
  }
}

/** One queue per stream and opened log: the writers of this process waiting for their turn. */
export type StreamQueues = Map<string, Promise<unknown>>;

/**
 * Runs `task` after every earlier task on the same stream of this log in this process has
 * settled: writers of one stream (20 wishlist clicks of one shopper at once) decide one after the
 * other instead of racing each other's expected versions.
 */
export function serialised<T>(queues: StreamQueues, stream: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(stream) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(stream, settled);
  void settled.then(() => {
    if (queues.get(stream) === settled) queues.delete(stream);
  });
  return run;
}

/**
 * Decides and appends on one stream, serialised in this process (`serialised`) and retried when
 * the append lost an expected-version race to another process (`retryLostVersionRace`): the
 * attempt re-reads the stream's state and decides again, so no write is silently merged and none
 * is lost. A conflict that outlasts every try is StreamConflictError (CONFLICT), never an internal
 * error.
 */
export function retryOnConflict<T>(
  log: Pick<EventLog, 'queues' | 'conflictListeners'>,
  stream: string,
  attempt: () => Promise<T>,
  tries = 12,
): Promise<T> {
  const tellListenersOfConflicts = async () => {
    try {
      return await attempt();
    } catch (error) {
      if (isExpectedVersionConflictError(error)) for (const heard of log.conflictListeners) heard(stream);
      throw error;
    }
  };
  return serialised(log.queues, stream, () =>
    retryLostVersionRace(tries)
      .execute(tellListenersOfConflicts)
      .catch((error: unknown) => {
        throw isExpectedVersionConflictError(error) ? new StreamConflictError(stream) : error;
      }),
  );
}

export { isExpectedVersionConflictError };
