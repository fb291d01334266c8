import { createHash } from 'node:crypto';
import type { EventLog } from '../events/log.ts';
import type { PersonalDataSection } from '../privacy/personal-data.ts';
import { sessionCollection, type SessionDoc } from './session-model.ts';

/**
 * A session's id, hashed: the id is the key of its cookie, so the export file (which she may
 * forward anywhere) names a session without handing out what would let anyone act as it.
 */
export const exportedSessionId = (sessionId: string): string =>
  createHash('sha256').update(`session:${sessionId}`).digest('hex').slice(0, 16);

/** The sessions her account is signed in on, with no secret: no id, cookie hash or token, only what they hold. */
export const sessionPersonalData = (log: EventLog): PersonalDataSection => ({
  name: 'sessions',
  exportFor: async ({ customerId }) => {
    const sessions = await signedInSessionsOf(log, Number(customerId));
    return sessions.map((session) => ({
      session: exportedSessionId(session.sessionId),
      signedIn: !session.ended,
      cartChanges: session.cart.map(({ command }) => command),
      cartRecoveries: session.recoveries,
    }));
  },
});

/** Sessions signed in as the customer; a sign-out forgets the customer (`session-decider.ts`). */
export const signedInSessionsOf = (log: EventLog, customerId: number) =>
  log.all<SessionDoc>(sessionCollection, { customerId });
