import type { Event, ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import type { CartCommand, RecordedCartCommand } from '../cart/cart-command.ts';
import { collections, position } from '../events/read-models.ts';

/**
 * The shopper session (stream `session-<id>`).
 * Its events, the read model as a pure fold of its stream (`evolve(state, event) -> state`) and
 * the projection that stores it next to the log: the same fold feeds the inline projection and
 * a rebuild, so both give identical documents (events README).
 */

/** `cookieHash`: the hash of the cookie's secret (absent on sessions started before cookies rotated). */
export type ShopperSessionStarted = Event<
  'ShopperSessionStarted',
  { sessionId: string; startedAt: string; cookieHash?: string }
>;
/** A new cookie for the session (sign-in, registration, an account made at checkout): the old one is dead. */
export type ShopperSessionRotated = Event<
  'ShopperSessionRotated',
  { cookieHash: string; reason: 'sign-in' | 'account-at-checkout'; rotatedAt: string }
>;
/** Sign-out ends the session: no cookie names it any more (the next action starts a new one). */
export type ShopperSessionEnded = Event<'ShopperSessionEnded', { endedAt: string }>;
export type UpstreamSessionAttached = Event<
  'UpstreamSessionAttached',
  { wooSessionToken: string; replaced: boolean }
>;
export type ShopperSignedIn = Event<
  'ShopperSignedIn',
  {
    customerId: number;
    authToken: string;
    authTokenExpiresAt: number;
    refreshToken: string;
    wooSessionToken?: string;
  }
>;
export type ShopperTokensRefreshed = Event<
  'ShopperTokensRefreshed',
  { authToken: string; authTokenExpiresAt: number; refreshToken?: string }
>;
export type ShopperSignedOut = Event<'ShopperSignedOut', { signedOutAt: string }>;
/** `key` is the upstream cart line key an `add` produced, when the gateway knows it (recovery maps it). */
export type CartCommandApplied = Event<'CartCommandApplied', { command: CartCommand; key?: string }>;
/** `commands` is the replayed cart with the new session's line keys: it replaces the old log. */
export type CartRecovered = Event<
  'CartRecovered',
  { wooSessionToken: string; commands: RecordedCartCommand[]; recoveredAt: string }
>;

export type SessionEvent =
  | ShopperSessionStarted
  | ShopperSessionRotated
  | ShopperSessionEnded
  | UpstreamSessionAttached
  | ShopperSignedIn
  | ShopperTokensRefreshed
  | ShopperSignedOut
  | CartCommandApplied
  | CartRecovered;

export type SessionDoc = {
  sessionId: string;
  version: number;
  wooSessionToken?: string;
  authToken?: string;
  authTokenExpiresAt?: number;
  refreshToken?: string;
  customerId?: number;
  /** The guest's upstream cart session before the sign-in (sealed like the others). */
  guestWooSessionToken?: string;
  cart: RecordedCartCommand[];
  recoveries: number;
  /** The current cookie's secret hash; absent on a session started before cookies rotated. */
  cookieHash?: string;
  ended?: boolean;
};

export const initialSession = (): SessionDoc => ({ sessionId: '', version: 0, cart: [], recoveries: 0 });

export function evolveSession(doc: SessionDoc, event: ReadEvent<SessionEvent>): SessionDoc {
  const version = position(event);
  switch (event.type) {
    case 'ShopperSessionStarted': {
      const { sessionId, cookieHash } = event.data;
      return { ...initialSession(), sessionId, version, ...(cookieHash ? { cookieHash } : {}) };
    }
    case 'ShopperSessionRotated':
      return { ...doc, version, cookieHash: event.data.cookieHash };
    case 'ShopperSessionEnded': {
      const { cookieHash: _dead, ...rest } = doc;
      return { ...rest, version, ended: true };
    }
    case 'UpstreamSessionAttached':
      return { ...doc, version, wooSessionToken: event.data.wooSessionToken };
    case 'ShopperSignedIn': {
      const { wooSessionToken, ...tokens } = event.data;
      // Signing in from a guest session keeps the guest's upstream session: the orders placed
      // as that guest are read as that guest (gateway README "Sessions").
      const guestWooSessionToken = doc.authToken ? doc.guestWooSessionToken : doc.wooSessionToken;
      return {
        ...doc,
        ...tokens,
        version,
        wooSessionToken: wooSessionToken ?? doc.wooSessionToken,
        ...(guestWooSessionToken ? { guestWooSessionToken } : {}),
      };
    }
    case 'ShopperTokensRefreshed': {
      const { refreshToken, ...rest } = event.data;
      return { ...doc, ...rest, refreshToken: refreshToken ?? doc.refreshToken, version };
    }
    case 'ShopperSignedOut':
      // Signing out forgets the upstream cart session too: the next cart call starts a guest cart.
      return {
        sessionId: doc.sessionId,
        version,
        cart: [],
        recoveries: doc.recoveries,
        ...(doc.cookieHash ? { cookieHash: doc.cookieHash } : {}),
        ...(doc.ended ? { ended: true } : {}),
      };
    case 'CartCommandApplied': {
      const applied = event.data;
      // An emptied cart has nothing to replay: the recovery log restarts there.
      const cart = applied.command.type === 'empty' ? [] : [...doc.cart, applied];
      return { ...doc, version, cart };
    }
    case 'CartRecovered':
      return {
        ...doc,
        version,
        wooSessionToken: event.data.wooSessionToken,
        cart: event.data.commands,
        recoveries: doc.recoveries + 1,
      };
  }
}

export const sessionProjection = pongoSingleStreamProjection<SessionDoc, SessionEvent>({
  collectionName: collections.sessions,
  canHandle: [
    'ShopperSessionStarted',
    'ShopperSessionRotated',
    'ShopperSessionEnded',
    'UpstreamSessionAttached',
    'ShopperSignedIn',
    'ShopperTokensRefreshed',
    'ShopperSignedOut',
    'CartCommandApplied',
    'CartRecovered',
  ],
  initialState: initialSession,
  evolve: evolveSession,
});

/** Stream `session-<id>`: the id is the cookie's random id, so the name tells nothing of the shopper. */
export const sessionStream = (sessionId: string): string => `session-${sessionId}`;
