import type { ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { position, readModel } from '../../events/read-models.ts';
import { evolveErasure, erasureEventTypes, type ErasureEvent, type ErasureState } from './erasure-decider.ts';

/**
 * The erasures read model: one document per customer who asked, the decider's state plus its
 * version (steps are appended at it). Holds ids and step names only, nothing personal: it must
 * outlive the erasure so a resumed run and an audit know what was done.
 */
export type ErasureDoc = ErasureState & { version: number };

export const erasureCollection = 'erasures';

export const erasureStream = (customerId: number): string => `erasure-customer:${customerId}`;

export function evolveErasureDoc(doc: ErasureDoc | null, event: ReadEvent<ErasureEvent>): ErasureDoc | null {
  const state = evolveErasure(doc, event);
  return state && { ...state, version: position(event) };
}

export const erasureReadModel = readModel(
  erasureCollection,
  pongoSingleStreamProjection<ErasureDoc, ErasureEvent>({
    collectionName: erasureCollection,
    canHandle: erasureEventTypes,
    evolve: evolveErasureDoc,
  }),
);
