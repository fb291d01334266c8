import type { ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { position, readModel } from '../events/read-models.ts';
import {
  evolveMySize,
  initialMySizeState,
  mySizeEventTypes,
  type MySizeEvent,
  type MySizeState,
} from './my-size-decider.ts';

/** One document per stream: the decider's state and the version the repository appends at. */
export type MySizeDoc = MySizeState & { version: number };

export const mySizeCollection = 'my_sizes';

export const initialMySize = (): MySizeDoc => ({ ...initialMySizeState(), version: 0 });

export const evolveMySizeDoc = (doc: MySizeDoc, event: ReadEvent<MySizeEvent>): MySizeDoc => ({
  ...evolveMySize(doc, event),
  version: position(event),
});

export const mySizeReadModel = readModel(
  mySizeCollection,
  pongoSingleStreamProjection<MySizeDoc, MySizeEvent>({
    collectionName: mySizeCollection,
    canHandle: mySizeEventTypes,
    initialState: initialMySize,
    evolve: evolveMySizeDoc,
  }),
);

export const guestSizeStream = (sessionId: string): string => `fit-guest:${sessionId}`;
export const customerSizeStream = (customerId: number): string => `fit-customer:${customerId}`;
