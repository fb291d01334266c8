// Sign-in state (behaviour §4): login ("logging in...", succeeds when a user and an auth token come
// back; the token is stored, then the cart is refreshed), login with a provider, register, and
// logout (cart refresh, cookies and customer data cleared, then /my-account when the shopper
// was there, otherwise /). Calls, token storage, cookies and navigation are provided.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Viewer } from './commerceTypes.ts';
import { errorText, messageFromError, messages, type UiMessage } from './messages.ts';
import { routeOf } from './routes.ts';

export interface LoginResult {
  user: Viewer | null;
  authToken?: string | null;
  authTokenExpiration?: string | number | null;
  refreshToken?: string | null;
}

export interface AuthContext {
  viewer: Viewer | null;
  error?: UiMessage;
  /** Registered without an automatic sign-in: the web app offers the login form. */
  registered: boolean;
  /** Where the shopper was when logging out. */
  logoutFrom: string;
}

export type AuthEvent =
  | { type: 'auth.login'; username: string; password: string }
  | { type: 'auth.loginWithProvider'; provider: string; state: string; code: string }
  | { type: 'auth.register'; input: Record<string, unknown> }
  | { type: 'auth.logout'; path: string }
  | { type: 'auth.viewer.change'; viewer: Viewer | null };

/** Behaviour §8: the login errors the shopper can act on get their own message. */
export function loginErrorMessage(error: unknown): UiMessage {
  const text = errorText(error).toLowerCase();
  if (/invalid[_ ]username|invalid[_ ]email|unknown[_ ]username/.test(text)) return messages.invalidUsername;
  if (/incorrect[_ ]password|invalid[_ ]password/.test(text)) return messages.incorrectPassword;
  return messageFromError(error);
}

const hasUserAndToken = (result: LoginResult) => Boolean(result.user && result.authToken);

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { viewer: Viewer | null },
  },
  actors: {
    login: fromPromise<LoginResult, { username: string; password: string }>(async () => {
      throw new Error('login is provided by the web app');
    }),
    loginWithProvider: fromPromise<LoginResult, { provider: string; state: string; code: string }>(
      async () => {
        throw new Error('loginWithProvider is provided by the web app');
      },
    ),
    register: fromPromise<LoginResult, Record<string, unknown>>(async () => {
      throw new Error('register is provided by the web app');
    }),
    logout: fromPromise<void>(async () => {
      throw new Error('logout is provided by the web app');
    }),
    refreshCart: fromPromise<void>(async () => {
      throw new Error('refreshCart is provided by the web app');
    }),
  },
  actions: {
    storeToken: (_, _params: LoginResult) => {},
    clearCookies: () => {},
    navigate: (_, _params: { to: string }) => {},
    signIn: assign((_, params: LoginResult) => ({
      viewer: params.user,
      error: undefined,
      registered: false,
    })),
    clearCustomer: assign({ viewer: null }),
    fail: assign((_, params: { error: UiMessage }) => ({ error: params.error })),
    startAttempt: assign({ error: undefined, registered: false }),
  },
  guards: {
    hasUserAndToken: (_, params: LoginResult) => hasUserAndToken(params),
    hasViewer: ({ event }) => event.type === 'auth.viewer.change' && event.viewer !== null,
    viewerGone: ({ event }) => event.type === 'auth.viewer.change' && event.viewer === null,
    signedInAlready: ({ context }) => context.viewer !== null,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ viewer: input.viewer, registered: false, logoutFrom: '/' }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'signedInAlready', target: 'signedIn' }, { target: 'signedOut' }] },
    signedOut: {
      on: {
        'auth.login': { target: 'loggingIn', actions: 'startAttempt' },
        'auth.loginWithProvider': { target: 'loggingInWithProvider', actions: 'startAttempt' },
        'auth.register': { target: 'registering', actions: 'startAttempt' },
        'auth.viewer.change': {
          guard: 'hasViewer',
          target: 'signedIn',
          actions: assign({ viewer: ({ event }) => event.viewer }),
        },
      },
    },
    loggingIn: {
      tags: 'pending',
      invoke: {
        src: 'login',
        input: ({ event }) =>
          event.type === 'auth.login'
            ? { username: event.username, password: event.password }
            : { username: '', password: '' },
        onDone: [
          {
            guard: { type: 'hasUserAndToken', params: ({ event }) => event.output },
            target: 'refreshingCart',
            actions: [
              { type: 'signIn', params: ({ event }) => event.output },
              { type: 'storeToken', params: ({ event }) => event.output },
            ],
          },
          { target: 'signedOut', actions: { type: 'fail', params: { error: messages.general } } },
        ],
        onError: {
          target: 'signedOut',
          actions: { type: 'fail', params: ({ event }) => ({ error: loginErrorMessage(event.error) }) },
        },
      },
    },
    loggingInWithProvider: {
      tags: 'pending',
      invoke: {
        src: 'loginWithProvider',
        input: ({ event }) =>
          event.type === 'auth.loginWithProvider'
            ? { provider: event.provider, state: event.state, code: event.code }
            : { provider: '', state: '', code: '' },
        onDone: [
          {
            guard: { type: 'hasUserAndToken', params: ({ event }) => event.output },
            target: 'refreshingCart',
            actions: [
              { type: 'signIn', params: ({ event }) => event.output },
              { type: 'storeToken', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'signedOut',
            actions: { type: 'fail', params: { error: messages.loginProviderNoViewer } },
          },
        ],
        onError: {
          target: 'signedOut',
          actions: { type: 'fail', params: ({ event }) => ({ error: messageFromError(event.error) }) },
        },
      },
    },
    registering: {
      tags: 'pending',
      invoke: {
        src: 'register',
        input: ({ event }) => (event.type === 'auth.register' ? event.input : {}),
        onDone: [
          {
            guard: { type: 'hasUserAndToken', params: ({ event }) => event.output },
            target: 'refreshingCart',
            actions: [
              { type: 'signIn', params: ({ event }) => event.output },
              { type: 'storeToken', params: ({ event }) => event.output },
            ],
          },
          { target: 'signedOut', actions: assign({ registered: true }) },
        ],
        onError: {
          target: 'signedOut',
          actions: { type: 'fail', params: ({ event }) => ({ error: messageFromError(event.error) }) },
        },
      },
    },
    // The cart belongs to the session that just changed hands: refresh it either way.
    refreshingCart: {
      tags: 'pending',
      invoke: { src: 'refreshCart', onDone: 'signedIn', onError: 'signedIn' },
    },
    signedIn: {
      on: {
        'auth.logout': {
          target: 'loggingOut',
          actions: assign({ logoutFrom: ({ event }) => event.path, error: undefined }),
        },
        'auth.viewer.change': { guard: 'viewerGone', target: 'signedOut', actions: 'clearCustomer' },
      },
    },
    loggingOut: {
      tags: 'pending',
      invoke: {
        src: 'logout',
        onDone: 'clearingSession',
        onError: {
          target: 'signedIn',
          actions: { type: 'fail', params: ({ event }) => ({ error: messageFromError(event.error) }) },
        },
      },
    },
    clearingSession: {
      tags: 'pending',
      invoke: {
        src: 'refreshCart',
        onDone: 'leaving',
        onError: 'leaving',
      },
    },
    leaving: {
      always: {
        target: 'signedOut',
        actions: [
          'clearCookies',
          'clearCustomer',
          {
            type: 'navigate',
            params: ({ context }) => ({
              to: routeOf(context.logoutFrom) === '/my-account' ? '/my-account' : '/',
            }),
          },
        ],
      },
    },
  },
});

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** The "account pending" flag of behaviour §4. */
export const isAuthPending = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('pending');
