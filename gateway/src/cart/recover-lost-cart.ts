import type { EventStore } from '../state/open-event-store.ts';
import type { GatewayContext } from '../schema/context.ts';
import type { ShopperSession } from '../account/session-store.ts';
import {
  commerceRequest,
  type CommerceCall,
  type CommerceTransport,
} from '../upstreams/commerce-transport.ts';
import { expectedLines, mutations } from './cart-recovery.ts';

/**
 * What a recovery did: `true` rebuilt the cart, `false` could not (the caller answers
 * SESSION_INVALID), `changed-meanwhile` found the session changed by a command that held the lock
 * while the failed read was in flight: nothing was lost, and the read is sent again as it is now.
 */
export type CartRecoveryOutcome = boolean | 'changed-meanwhile';

export type RecoverCart = (
  context: GatewayContext,
  cause?: 'session-lost' | 'cart-empty',
) => Promise<CartRecoveryOutcome>;

const sameUpstream = (a: ShopperSession, b: ShopperSession) =>
  a.wooSessionToken === b.wooSessionToken && a.authToken === b.authToken;

/**
 * Cart recovery: replays the recorded cart on a new upstream session, when commerce refused the
 * session token (`session-lost`) or answered an empty cart for a session whose log holds lines
 * (`cart-empty`: commerce lost its data under a token it still accepts). Checkout attempts of
 * the session still pending are settled first: an order that took the cart closes the log, so a
 * recovery never brings bought items back; while one is undecided nothing is replayed.
 *
 * A read is not under the shopper's lock: it may have been sent before a command (an add to cart
 * that opened the upstream session, a sign-in) finished. Under the lock the session is read again
 * first, and an empty cart asked again with its current tokens; replaying then would add every
 * line a second time.
 */
export function cartRecovery(events: EventStore, transport: CommerceTransport): RecoverCart {
  const linesRecorded = async (sessionId: string) =>
    expectedLines(await events.sessions.recordedCart(sessionId)) ?? 0;
  const cartIsEmpty = async (session: ShopperSession) => {
    const call: CommerceCall = {
      idempotent: true,
      wooSessionToken: session.wooSessionToken,
      authToken: session.authToken,
    };
    const response = await commerceRequest(transport, mutations.cartIsEmpty, {}, call);
    // Only commerce saying so counts: an answer without a cart (an error) replays nothing.
    return (response.data?.cart as { isEmpty?: boolean } | null | undefined)?.isEmpty === true;
  };
  return async (context, cause = 'session-lost') => {
    const session = context.shopper.session;
    if (!session) return false;
    try {
      const current = await events.sessions.load(session.id);
      if (current && !sameUpstream(current, session)) {
        context.shopper.session = current;
        return 'changed-meanwhile';
      }
      if (cause === 'cart-empty' && (await linesRecorded(session.id)) === 0) return false;
      if (cause === 'cart-empty' && !(await cartIsEmpty(current ?? session))) return 'changed-meanwhile';
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
