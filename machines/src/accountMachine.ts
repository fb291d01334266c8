// Account page actions (behaviour §4, §5): updating personal info ("updating", then "update
// successful" or "update failed") and changing the password, which first checks that the
// confirmation equals the new password. Calls are provided; the form keeps what was typed.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messageFromError, messages, type UiMessage } from './messages.ts';

export interface PasswordChange {
  currentPassword?: string;
  password: string;
  confirmPassword: string;
}

export interface AccountContext {
  /** "update successful" / "update failed" after the last attempt. */
  notice?: UiMessage;
  /** What went wrong, in the upstream's words when it said something. */
  error?: UiMessage;
}

export type AccountEvent =
  | { type: 'account.update'; input: Record<string, unknown> }
  | { type: 'account.password.change'; change: PasswordChange };

export const accountMachine = setup({
  types: { context: {} as AccountContext, events: {} as AccountEvent },
  actors: {
    updateCustomer: fromPromise<Record<string, unknown>, Record<string, unknown>>(async () => {
      throw new Error('updateCustomer is provided by the web app');
    }),
    updatePassword: fromPromise<void, PasswordChange>(async () => {
      throw new Error('updatePassword is provided by the web app');
    }),
  },
  actions: {
    /** Hands the updated customer to the session (the web app updates its store). */
    customerUpdated: (_, _params: { customer: Record<string, unknown> }) => {},
    succeed: assign({ notice: messages.updateSuccessful, error: undefined }),
    fail: assign((_, params: { error: UiMessage }) => ({
      notice: messages.updateFailed,
      error: params.error,
    })),
    clear: assign({ notice: undefined, error: undefined }),
  },
  guards: {
    passwordsDiffer: ({ event }) =>
      event.type === 'account.password.change' && event.change.password !== event.change.confirmPassword,
  },
}).createMachine({
  id: 'account',
  context: {},
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: {
        'account.update': { target: 'updating', actions: 'clear' },
        'account.password.change': [
          {
            guard: 'passwordsDiffer',
            target: '.invalid',
            actions: assign({ notice: undefined, error: messages.passwordMismatch }),
          },
          { target: 'changingPassword', actions: 'clear' },
        ],
      },
      states: {
        idle: {},
        invalid: {},
        succeeded: {},
        failed: {},
      },
    },
    updating: {
      tags: 'pending',
      invoke: {
        src: 'updateCustomer',
        input: ({ event }) => (event.type === 'account.update' ? event.input : {}),
        onDone: {
          target: 'ready.succeeded',
          actions: [
            'succeed',
            { type: 'customerUpdated', params: ({ event }) => ({ customer: event.output }) },
          ],
        },
        onError: {
          target: 'ready.failed',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ error: messageFromError(event.error, messages.updateFailedGeneric) }),
          },
        },
      },
    },
    changingPassword: {
      tags: 'pending',
      invoke: {
        src: 'updatePassword',
        input: ({ event }) =>
          event.type === 'account.password.change' ? event.change : { password: '', confirmPassword: '' },
        onDone: { target: 'ready.succeeded', actions: 'succeed' },
        onError: {
          target: 'ready.failed',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ error: messageFromError(event.error, messages.updateFailedGeneric) }),
          },
        },
      },
    },
  },
});

export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

/** The "updating" button state and account pending flag (behaviour §4). */
export const isAccountUpdating = (snapshot: AccountSnapshot): boolean => snapshot.hasTag('pending');
