import { randomUUID } from 'node:crypto';
import { sql, type Dumbo, type SQL } from '@event-driven-io/dumbo';
import {
  defaultTag,
  ExpectedVersionConflictError,
  hashText,
  unknownTag,
  type Event,
} from '@event-driven-io/emmett';
import type { ReadModel } from './read-models.ts';

/** A read model's document for a stream, as the writer folded it after the events it appends. */
export interface FoldedDocument {
  collection: string;
  /** The document's id: the stream's name for a one-stream read model. */
  id: string;
  doc: Record<string, unknown>;
}

/**
 * The append and its read model's write as one statement (`src/events/README.md`, "Where an
 * add's time goes").
 *
 * Emmett appends in a transaction: BEGIN, `emt_append_to_stream`, then for each inline projection
 * its lock, a read of the document and its write, then COMMIT, six round trips during which the
 * embedded store serves nobody else. A writer that already read the document and folded the new
 * events into it (the session store, under the shopper's lock) needs neither the read nor the
 * transaction: this statement calls the same Emmett functions, in the order and with the values
 * Emmett's own append gives them, and writes the document only when the append succeeded and
 * the projection's lock was had. The statement is atomic on its own.
 *
 * - A lost expected-version race appends nothing and writes nothing: a conflict, as Emmett's.
 * - A rebuild holding the projection's lock (`rebuild.ts`): the events are appended and the
 *   document is left to the rebuild, which is what Emmett's inline projection does then too.
 * - The document is stored as Pongo stores it (`_id` and `_version` in the JSON and `_version`
 *   counted per write), so reads, the inline projection and a rebuild see one format.
 *
 * Only when exactly that one read model handles the events (the log's other read models would
 * otherwise miss them) and it is a named projection (Emmett locks only those), and never for a
 * new stream (Emmett's append keeps its create path).
 */
export async function foldedAppendSQL(
  stream: string,
  events: Event[],
  expectedVersion: bigint,
  folded: FoldedDocument,
  readModels: readonly ReadModel[],
): Promise<SQL | undefined> {
  const handling = readModels.filter(({ projection }) =>
    events.some((event) => projection.canHandle.includes(event.type)),
  );
  const model = handling.length === 1 ? handling[0] : undefined;
  const name = model?.projection.name;
  if (
    !model ||
    !name ||
    model.collection !== folded.collection ||
    events.length === 0 ||
    expectedVersion < 1n
  )
    return undefined;
  const version = model.projection.version ?? 1;
  const literals = (values: string[]) => values.map((value) => sql('%L', value)).join(',');
  const doc = JSON.stringify(folded.doc);
  return sql(
    `WITH lock AS (
       SELECT acquired AND is_active AS held
       FROM emt_try_acquire_projection_lock(%s::BIGINT, %L, %L, %s)
     ), appended AS (
       SELECT * FROM emt_append_to_stream(
         ARRAY[%s]::text[], ARRAY[%s]::jsonb[], ARRAY[%s]::jsonb[], ARRAY[%s]::text[],
         ARRAY[%s]::text[], ARRAY[%s]::text[], %L::text, %L::text, %s::bigint, %L::text)
     ), written AS (
       INSERT INTO %I AS doc (_id, data, _version)
       SELECT %L, %L::jsonb || jsonb_build_object('_id', %L::text, '_version', '1'), 1
       FROM appended, lock WHERE appended.success AND lock.held
       ON CONFLICT (_id) DO UPDATE
         SET data = %L::jsonb || jsonb_build_object('_id', doc._id, '_version', (doc._version + 1)::text),
             _version = doc._version + 1
       RETURNING 1
     )
     SELECT appended.success, appended.next_stream_position::text AS next_stream_position
     FROM appended`,
    (await projectionLockKey(name, version)).toString(),
    partition,
    name,
    version,
    literals(events.map(() => randomUUID())),
    literals(events.map((event) => JSON.stringify(event.data))),
    // Emmett stores an event's own metadata without its message id: ours carry none.
    literals(events.map(() => '{}')),
    literals(events.map(() => '1')),
    literals(events.map((event) => event.type)),
    literals(events.map(() => 'E')),
    stream,
    streamTypeOf(stream),
    expectedVersion.toString(),
    partition,
    folded.collection,
    folded.id,
    doc,
    folded.id,
    doc,
  );
}

/** Runs a folded append; a lost race (or a stream made meanwhile) is Emmett's conflict error. */
export async function appendFolded(log: Dumbo, statement: SQL, expectedVersion: bigint): Promise<bigint> {
  let row: { success: boolean; next_stream_position: string | null } | undefined;
  try {
    row = (await log.execute.query<NonNullable<typeof row>>(statement)).rows[0];
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
  }
  if (!row?.success || row.next_stream_position === null)
    throw new ExpectedVersionConflictError(-1n, expectedVersion);
  return BigInt(row.next_stream_position);
}

/** Emmett's default partition, where every stream and projection of the log lives. */
const partition = defaultTag;

/** Emmett's stream type: the name's part before its first dash (`session-…` is `session`). */
function streamTypeOf(stream: string): string {
  const [first, ...rest] = stream.split('-');
  return first && rest.length > 0 ? first : unknownTag;
}

const lockKeys = new Map<string, Promise<bigint>>();

/** Emmett's advisory lock key for an inline projection, hashed once per projection rather than per append. */
function projectionLockKey(name: string, version: number): Promise<bigint> {
  const text = `${partition}:${name}:${version}`;
  let key = lockKeys.get(text);
  if (!key) {
    key = hashText(text);
    lockKeys.set(text, key);
  }
  return key;
}
