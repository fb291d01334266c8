import type { EventStore } from '../state/open-event-store.ts';
import type { GatewayContext } from '../schema/context.ts';
import type { CommerceTransport } from '../upstreams/commerce-transport.ts';
import { expectedLines } from './cart-recovery.ts';

/**
 * Cart recovery: replays the recorded cart on a new upstream session, when commerce refused the
 * session token (`session-lost`) or answered an empty cart for a session whose log holds lines
 * (`cart-empty`: commerce lost its data under a token it still accepts). Checkout attempts of
 * the session still pending are settled first: an order that took the cart closes the log, so a
 * recovery never brings bought items back; while one is undecided nothing is replayed.
 */
export function cartRecovery(events: EventStore, transport: CommerceTransport) {
  const linesRecorded = async (sessionId: string) =>
    expectedLines(await events.sessions.recordedCart(sessionId)) ?? 0;
  return async (
    context: GatewayContext,
    cause: 'session-lost' | 'cart-empty' = 'session-lost',
  ): Promise<boolean> => {
    const session = context.shopper.session;
    if (!session) return false;
    try {
      if (cause === 'cart-empty' && (await linesRecorded(session.id)) === 0) return false;
      if (!(await events.checkout.settleSession(session.id))) {
        context.log?.info({ cause }, 'cart not recovered: a checkout of this session is still undecided');
        return false;
      }
      if (cause === 'cart-empty' && (await linesRecorded(session.id)) === 0) return false;
      await events.recoverCart(session.id, transport);
      context.shopper.session = await events.sessions.load(session.id);
      context.log?.info({ cause }, 'upstream cart lost; cart recovered from the log');
      return true;
    } catch (error) {
      context.log?.warn({ err: error, cause }, 'cart recovery failed');
      return false;
    }
  };
}
