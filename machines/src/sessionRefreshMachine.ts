// Session refresh (behaviour §4): loads the cart, customer, viewer, payment gateways and login
// clients (getCart). A failed load resets cart and gateways, clears cookies and local storage,
// sets the one-time reload counter, logs the shopper out and reloads the page once, never
// twice. A session error from any other call ("The iss do not match with this server",
// "Invalid session token", or the gateway's SESSION_INVALID code) clears and reloads the same
// way; other errors leave the session alone. What a load finds goes to the cart actor
// (`shareCart`, which the web app turns into `cart.loaded`) and to sign-in state (`shareViewer`,
// `auth.viewer.change`); a failure shares an empty cart and `logout`.
import { assign, fromPromise, setup } from 'xstate';
import type { Cart, SessionData, Viewer } from './commerceTypes.ts';
import { isSessionLossMessage } from '@nails/schema/session-loss.ts';
import { errorCode, errorTexts, messageFromError, type UiMessage } from './messages.ts';

export interface SessionRefreshInput {
  /** The one-time reload counter is already set (read from storage by the web app). */
  reloadAttempted: boolean;
}

export interface SessionRefreshContext<C extends Cart = Cart> extends SessionData<C> {
  reloadAttempted: boolean;
  error?: UiMessage;
}

export type SessionRefreshEvent = { type: 'session.refresh' } | { type: 'session.error'; error: unknown };

/** True for the errors that mean the shopper's session is unusable (behaviour §4). */
export function isSessionError(error: unknown): boolean {
  const texts = errorTexts(error);
  return errorCode(error) === 'SESSION_INVALID' || texts.some(isSessionLossMessage);
}

const empty = {
  cart: null,
  customer: null,
  viewer: null,
  paymentGateways: [],
  loginClients: [],
};

/** The machine's types, actor, actions and guards; `C` as for createSessionRefreshMachine. */
function sessionRefreshSetup<C extends Cart>() {
  return setup({
    types: {
      context: {} as SessionRefreshContext<C>,
      events: {} as SessionRefreshEvent,
      input: {} as SessionRefreshInput,
    },
    actors: {
      loadSession: fromPromise<SessionData<C>>(async () => {
        throw new Error('loadSession is provided by the web app');
      }),
    },
    actions: {
      clearCookiesAndStorage: () => {},
      setReloadCounter: () => {},
      clearReloadCounter: () => {},
      /** Tells the auth machine the shopper is signed out. */
      logout: () => {},
      reload: () => {},
      /** Hands the loaded (or, after a failure, emptied) cart to the cart actor: `cart.loaded`. */
      shareCart: (_, _params: { cart: C | null }) => {},
      /** Hands the loaded viewer to sign-in state: `auth.viewer.change`. */
      shareViewer: (_, _params: { viewer: Viewer | null }) => {},
      resetCartAndGateways: assign({ cart: null, paymentGateways: [] }),
      signedOut: assign({ viewer: null, customer: null }),
      markReloadAttempted: assign({ reloadAttempted: true }),
      /** The error the session was given up on, as the shopper reads it. */
      rememberError: assign((_, params: { error: unknown }) => ({ error: messageFromError(params.error) })),
    },
    guards: {
      mayReload: ({ context }) => !context.reloadAttempted,
      sessionErrorMayReload: ({ context, event }) =>
        event.type === 'session.error' && isSessionError(event.error) && !context.reloadAttempted,
      sessionError: ({ event }) => event.type === 'session.error' && isSessionError(event.error),
    },
  });
}

/**
 * Giving the session up without a reload (a session error once the reload was spent, or a
 * failed load): an empty cart for the cart actor, no cookies or storage, signed out, the error
 * kept for the shopper.
 */
const giveUpSession = [
  'resetCartAndGateways',
  { type: 'shareCart', params: { cart: null } },
  'clearCookiesAndStorage',
  'signedOut',
  'logout',
  { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
] as const;

/** `C` is the web app's cart type, as for `createCartMachine`: the loaded cart keeps it. */
export function createSessionRefreshMachine<C extends Cart = Cart>() {
  const machine = sessionRefreshSetup<C>();

  const loading = machine.createStateConfig({
    // Asked again while loading (a sign-in changed the session): start over, so the answer
    // reflects the latest session.
    on: { 'session.refresh': { target: 'loading', reenter: true } },
    invoke: {
      src: 'loadSession',
      onDone: {
        target: 'ready',
        actions: [
          assign(({ event }) => ({ ...event.output, error: undefined, reloadAttempted: false })),
          { type: 'shareCart', params: ({ event }) => ({ cart: event.output.cart }) },
          { type: 'shareViewer', params: ({ event }) => ({ viewer: event.output.viewer }) },
          'clearReloadCounter',
        ],
      },
      onError: [
        { guard: 'mayReload', target: 'reloading' },
        { target: 'failed', actions: giveUpSession },
      ],
    },
  });

  // The one reload: the session forgotten as when giving up (no error kept: the page goes), and
  // the one-time counter set before it, so the reloaded page never reloads again.
  const reloading = machine.createStateConfig({
    type: 'final',
    entry: [
      'resetCartAndGateways',
      { type: 'shareCart', params: { cart: null } },
      'clearCookiesAndStorage',
      'markReloadAttempted',
      'setReloadCounter',
      'signedOut',
      'logout',
      'reload',
    ],
  });

  return machine.createMachine({
    id: 'sessionRefresh',
    context: ({ input }) => ({ ...empty, reloadAttempted: input.reloadAttempted }),
    initial: 'idle',
    on: {
      'session.error': [
        { guard: 'sessionErrorMayReload', target: '.reloading' },
        { guard: 'sessionError', target: '.failed', actions: giveUpSession },
      ],
    },
    states: {
      idle: { on: { 'session.refresh': 'loading' } },
      loading,
      ready: { on: { 'session.refresh': 'loading' } },
      failed: { on: { 'session.refresh': 'loading' } },
      reloading,
    },
  });
}

export const sessionRefreshMachine = createSessionRefreshMachine();
