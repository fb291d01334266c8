import { DeciderSpecification } from '@event-driven-io/emmett';
import { describe, expect, it } from 'vitest';
import {
  SessionAlreadyStartedError,
  evolveSession,
  initialSessionState,
  sessionDecider,
  type SessionEvent,
} from '../../src/account/session-decider.ts';

const given = DeciderSpecification.for(sessionDecider);
const at = '2026-01-02T03:04:05.000Z';
const started: SessionEvent = {
  type: 'ShopperSessionStarted',
  data: { sessionId: 's1', startedAt: at, cookieHash: 'first' },
};
const tokens = {
  customerId: 42,
  authToken: 'sealed-auth',
  authTokenExpiresAt: 1_900_000_000,
  refreshToken: 'sealed-refresh',
};
const fold = (events: SessionEvent[]) => events.reduce(evolveSession, initialSessionState());

describe('shopper session decider', () => {
  it('starts a session once', () => {
    given([])
      .when({ type: 'StartSession', data: { sessionId: 's1', startedAt: at, cookieHash: 'first' } })
      .then([started]);
    given([started])
      .when({ type: 'StartSession', data: { sessionId: 's1', startedAt: at, cookieHash: 'again' } })
      .thenThrows(SessionAlreadyStartedError);
  });

  it('says whether an attached upstream session replaces one', () => {
    given([started])
      .when({ type: 'AttachUpstreamSession', data: { wooSessionToken: 'sealed-woo' } })
      .then([{ type: 'UpstreamSessionAttached', data: { wooSessionToken: 'sealed-woo', replaced: false } }]);
    given([
      started,
      { type: 'UpstreamSessionAttached', data: { wooSessionToken: 'sealed-woo', replaced: false } },
    ])
      .when({ type: 'AttachUpstreamSession', data: { wooSessionToken: 'sealed-other' } })
      .then([{ type: 'UpstreamSessionAttached', data: { wooSessionToken: 'sealed-other', replaced: true } }]);
  });

  it('signs in and rotates the cookie in one decision', () =>
    given([started])
      .when({ type: 'SignIn', data: { tokens, cookieHash: 'second', at } })
      .then([
        { type: 'ShopperSignedIn', data: tokens },
        { type: 'ShopperSessionRotated', data: { cookieHash: 'second', reason: 'sign-in', rotatedAt: at } },
      ]));

  it('signs out and ends the session', () =>
    given([started, { type: 'ShopperSignedIn', data: tokens }])
      .when({ type: 'SignOut', data: { at } })
      .then([
        { type: 'ShopperSignedOut', data: { signedOutAt: at } },
        { type: 'ShopperSessionEnded', data: { endedAt: at } },
      ]));

  it('keeps the guest upstream session at sign-in, and forgets every token at sign-out', () => {
    const guest: SessionEvent = {
      type: 'UpstreamSessionAttached',
      data: { wooSessionToken: 'sealed-guest', replaced: false },
    };
    const signedIn = fold([
      started,
      guest,
      { type: 'ShopperSignedIn', data: { ...tokens, wooSessionToken: 'sealed-customer' } },
    ]);
    expect(signedIn).toMatchObject({
      customerId: 42,
      wooSessionToken: 'sealed-customer',
      guestWooSessionToken: 'sealed-guest',
    });
    const ended = fold([
      started,
      guest,
      { type: 'ShopperSignedIn', data: tokens },
      { type: 'ShopperSignedOut', data: { signedOutAt: at } },
      { type: 'ShopperSessionEnded', data: { endedAt: at } },
    ]);
    expect(ended).toEqual({ sessionId: 's1', cart: [], recoveries: 0, ended: true });
  });

  it('folds the cart record kept in the same stream', () => {
    const state = fold([
      started,
      {
        type: 'CartCommandApplied',
        data: { command: { type: 'add', productId: 3, quantity: 1 }, key: 'k3' },
      },
      { type: 'ShopperSignedOut', data: { signedOutAt: at } },
    ]);
    expect(state.cart).toEqual([]);
  });
});
