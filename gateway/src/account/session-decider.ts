import type { Command, Decider, Event } from '@event-driven-io/emmett';
import {
  cartRecordEventTypes,
  evolveCartRecord,
  initialCartRecord,
  type CartRecordEvent,
  type CartRecordState,
} from '../cart/cart-record-decider.ts';

/**
 * The shopper session as a decider (stream `session-<id>`): started, its cookie rotated, upstream
 * tokens attached, signed in and out. Tokens arrive sealed (`token-sealing.ts`) and times come
 * with the commands, so `decide` and `evolve` are pure and the given/when/then specs run without
 * a database. The same stream holds the cart record (`cart/cart-record-decider.ts`), which this
 * fold delegates to; the read model (`session-model.ts`) is this fold.
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
export type ShopperSignedIn = Event<'ShopperSignedIn', SignedInTokens>;
export type ShopperTokensRefreshed = Event<
  'ShopperTokensRefreshed',
  { authToken: string; authTokenExpiresAt: number; refreshToken?: string }
>;
export type ShopperSignedOut = Event<'ShopperSignedOut', { signedOutAt: string }>;

type SignedInTokens = {
  customerId: number;
  authToken: string;
  authTokenExpiresAt: number;
  refreshToken: string;
  wooSessionToken?: string;
};

export type ShopperSessionEvent =
  | ShopperSessionStarted
  | ShopperSessionRotated
  | ShopperSessionEnded
  | UpstreamSessionAttached
  | ShopperSignedIn
  | ShopperTokensRefreshed
  | ShopperSignedOut;

/** Everything the session stream holds: the session's own events and the cart record's. */
export type SessionEvent = ShopperSessionEvent | CartRecordEvent;

export const sessionEventTypes: SessionEvent['type'][] = [
  'ShopperSessionStarted',
  'ShopperSessionRotated',
  'ShopperSessionEnded',
  'UpstreamSessionAttached',
  'ShopperSignedIn',
  'ShopperTokensRefreshed',
  'ShopperSignedOut',
  ...cartRecordEventTypes,
];

export type StartSession = Command<
  'StartSession',
  { sessionId: string; startedAt: string; cookieHash: string }
>;
export type RotateSessionCookie = Command<
  'RotateSessionCookie',
  { cookieHash: string; reason: ShopperSessionRotated['data']['reason']; rotatedAt: string }
>;
/** An empty token forgets the upstream session. */
export type AttachUpstreamSession = Command<'AttachUpstreamSession', { wooSessionToken: string }>;
/** The sealed tokens, and the new cookie the signed-in session answers to from now on. */
export type SignIn = Command<'SignIn', { tokens: SignedInTokens; cookieHash: string; at: string }>;
export type RefreshTokens = Command<'RefreshTokens', ShopperTokensRefreshed['data']>;
export type SignOut = Command<'SignOut', { at: string }>;

export type SessionCommand =
  StartSession | RotateSessionCookie | AttachUpstreamSession | SignIn | RefreshTokens | SignOut;

export type SessionState = CartRecordState & {
  sessionId: string;
  wooSessionToken?: string;
  authToken?: string;
  authTokenExpiresAt?: number;
  refreshToken?: string;
  customerId?: number;
  /** The guest's upstream cart session before the sign-in (sealed like the others). */
  guestWooSessionToken?: string;
  /** The current cookie's secret hash; absent on a session started before cookies rotated. */
  cookieHash?: string;
  ended?: boolean;
};

export const initialSessionState = (): SessionState => ({ sessionId: '', ...initialCartRecord() });

/** Thrown when a session is started twice: ids are random, so only a bug or a replay sends this. */
export class SessionAlreadyStartedError extends Error {
  constructor(readonly sessionId: string) {
    super('this shopper session has already started');
    this.name = 'SessionAlreadyStartedError';
  }
}

export function decideSession(command: SessionCommand, state: SessionState): ShopperSessionEvent[] {
  switch (command.type) {
    case 'StartSession':
      if (state.sessionId) throw new SessionAlreadyStartedError(state.sessionId);
      return [{ type: 'ShopperSessionStarted', data: command.data }];
    case 'RotateSessionCookie':
      return [{ type: 'ShopperSessionRotated', data: command.data }];
    case 'AttachUpstreamSession':
      return [
        {
          type: 'UpstreamSessionAttached',
          data: {
            wooSessionToken: command.data.wooSessionToken,
            replaced: state.wooSessionToken !== undefined,
          },
        },
      ];
    case 'SignIn':
      // One append: there is no moment where the session is signed in under the old cookie.
      return [
        { type: 'ShopperSignedIn', data: command.data.tokens },
        {
          type: 'ShopperSessionRotated',
          data: { cookieHash: command.data.cookieHash, reason: 'sign-in', rotatedAt: command.data.at },
        },
      ];
    case 'RefreshTokens':
      return [{ type: 'ShopperTokensRefreshed', data: command.data }];
    case 'SignOut':
      return [
        { type: 'ShopperSignedOut', data: { signedOutAt: command.data.at } },
        { type: 'ShopperSessionEnded', data: { endedAt: command.data.at } },
      ];
  }
}

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'ShopperSessionStarted': {
      const { sessionId, cookieHash } = event.data;
      return { ...initialSessionState(), sessionId, ...(cookieHash ? { cookieHash } : {}) };
    }
    case 'ShopperSessionRotated':
      return { ...state, cookieHash: event.data.cookieHash };
    case 'ShopperSessionEnded': {
      const { cookieHash: _dead, ...rest } = state;
      return { ...rest, ended: true };
    }
    case 'UpstreamSessionAttached':
      return { ...state, wooSessionToken: event.data.wooSessionToken };
    case 'ShopperSignedIn': {
      const { wooSessionToken, ...tokens } = event.data;
      // Signing in from a guest session keeps the guest's upstream session: the orders placed
      // as that guest are read as that guest (gateway README "Sessions").
      const guestWooSessionToken = state.authToken ? state.guestWooSessionToken : state.wooSessionToken;
      return {
        ...state,
        ...tokens,
        wooSessionToken: wooSessionToken ?? state.wooSessionToken,
        ...(guestWooSessionToken ? { guestWooSessionToken } : {}),
      };
    }
    case 'ShopperTokensRefreshed': {
      const { refreshToken, ...rest } = event.data;
      return { ...state, ...rest, refreshToken: refreshToken ?? state.refreshToken };
    }
    case 'ShopperSignedOut':
      // Signing out forgets the upstream cart session too: the next cart call starts a guest cart.
      return {
        sessionId: state.sessionId,
        cart: [],
        recoveries: state.recoveries,
        ...(state.cookieHash ? { cookieHash: state.cookieHash } : {}),
        ...(state.ended ? { ended: true } : {}),
      };
    case 'CartCommandApplied':
    case 'CartRecovered':
      return evolveCartRecord(state, event);
  }
}

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  decide: decideSession,
  evolve: evolveSession,
  initialState: initialSessionState,
};
