import type { ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { position, readModel, tablesMadeAtOpen } from '../events/read-models.ts';
import {
  evolveSession,
  initialSessionState,
  sessionEventTypes,
  type SessionEvent,
  type SessionState,
} from './session-decider.ts';

/**
 * The session read model: one document per session, the decider's state (with the cart record)
 * plus the version it is at (every change appends at that version). The inline projection and a
 * rebuild fold the log through the decider's `evolve`, so both give identical documents.
 */
export type SessionDoc = SessionState & { version: number };

export const sessionCollection = 'sessions';

export const initialSession = (): SessionDoc => ({ ...initialSessionState(), version: 0 });

export const evolveSessionDoc = (doc: SessionDoc, event: ReadEvent<SessionEvent>): SessionDoc => ({
  ...evolveSession(doc, event),
  version: position(event),
});

export const sessionReadModel = readModel(
  sessionCollection,
  pongoSingleStreamProjection<SessionDoc, SessionEvent>({
    collectionName: sessionCollection,
    collectionOptions: tablesMadeAtOpen(),
    canHandle: sessionEventTypes,
    initialState: initialSession,
    evolve: evolveSessionDoc,
  }),
);

/** Stream `session-<id>`: the id is the cookie's random id, so the name tells nothing of the shopper. */
export const sessionStream = (sessionId: string): string => `session-${sessionId}`;
