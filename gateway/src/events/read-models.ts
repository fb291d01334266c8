import type { Event, ReadEvent } from '@event-driven-io/emmett';
import type { PostgreSQLProjectionDefinition } from '@event-driven-io/emmett-postgresql';

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

/** An event's position in its stream: the version a read model is at after folding it. */
export const position = (event: ReadEvent<Event>): number => Number(event.metadata.streamPosition);
