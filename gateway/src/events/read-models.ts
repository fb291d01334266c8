import type { Event, ReadEvent } from '@event-driven-io/emmett';
import type { PostgreSQLProjectionDefinition } from '@event-driven-io/emmett-postgresql';
import type { PongoDBCollectionOptions, PongoDocument } from '@event-driven-io/pongo';

/**
 * A read model a concept registers with the log: the Pongo collection (a JSONB table, one
 * document per stream or one for the shop) and the projection that writes it. The log runs every
 * registered projection inline with the append and `rebuild` replays the log through them; the
 * log knows nothing else of the concepts.
 */
export interface ReadModel {
  collection: string;
  projection: PostgreSQLProjectionDefinition<Event>;
}

/**
 * Each projection names the event types it handles (`canHandle`) and only ever sees those, so
 * holding it as a projection of any event is safe; the store wants one list of one type.
 */
export const readModel = <E extends Event>(
  collection: string,
  projection: PostgreSQLProjectionDefinition<E>,
): ReadModel => ({ collection, projection: projection as unknown as PostgreSQLProjectionDefinition<Event> });

/** Pongo's setting for "never create the table on first use": the log made it when it opened. */
export const noTableCheck = { autoMigration: 'None' } as const;

/**
 * The collection options every read model's projection is given. Pongo checks a collection's
 * table (`CREATE TABLE IF NOT EXISTS`) on the first use of each collection object, and Emmett's
 * inline projections make a new one for every append, as the log's reads do: one more statement
 * per append and per read. The log creates every registered read model's table once, when it
 * opens (`openLog`), so the collections are used without the check (`src/events/README.md`,
 * "Statements per command"). Pongo's types name only `versioning` under a collection's `schema`;
 * the collection reads `autoMigration` from the same object.
 */
export const tablesMadeAtOpen = <Doc extends PongoDocument>(): PongoDBCollectionOptions<Doc> =>
  ({ schema: noTableCheck }) as unknown as PongoDBCollectionOptions<Doc>;

/** An event's position in its stream: the version a read model is at after folding it. */
export const position = (event: ReadEvent<Event>): number => Number(event.metadata.streamPosition);
