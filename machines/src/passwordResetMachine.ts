// Lost and reset password (behaviour §4, §5, §8). A reset is requested by email or username and the
// same generic notice follows whether or not the account exists. The emailed link carries a key
// and login: the new password (confirmed) is set with them; a bad or expired key gives the
// invalid-link state that offers a new link. Both calls need a success flag or user id back.
import { assign, fromPromise, setup } from 'xstate';
import { errorText, messages, type UiMessage } from './messages.ts';

export interface PasswordResetInput {
  /** From the emailed link, when the shopper arrives through it. */
  key?: string;
  login?: string;
}

export interface PasswordResetContext {
  key?: string;
  login: string;
  notice?: UiMessage;
  error?: UiMessage;
}

export type PasswordResetEvent =
  | { type: 'passwordReset.request'; usernameOrEmail: string }
  | { type: 'passwordReset.reset'; password: string; confirmPassword: string }
  | { type: 'passwordReset.requestNewLink' };

/** WPGraphQL's answers for an unknown account: shown as the generic notice, never as an error. */
const unknownAccount = /no user|not registered|invalid[_ ]username|invalid[_ ]email|no account/i;
/** WordPress's check_password_reset_key failures. */
const invalidKey = /invalid[_ ]key|expired[_ ]key|link is invalid|has expired/i;

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    sendResetEmail: fromPromise<{ success?: boolean | null }, { username: string }>(async () => {
      throw new Error('sendResetEmail is provided by the web app');
    }),
    resetPassword: fromPromise<
      { userId?: number | string | null },
      { key: string; login: string; password: string }
    >(async () => {
      throw new Error('resetPassword is provided by the web app');
    }),
  },
  actions: {
    fail: assign((_, params: { error: UiMessage }) => ({ error: params.error, notice: undefined })),
    noticeSent: assign({ notice: messages.resetEmailNotice, error: undefined }),
  },
  guards: {
    arrivedWithKey: ({ context }) => Boolean(context.key && context.login),
    succeeded: (_, params: { success?: boolean | null }) => params.success === true,
    hasUserId: (_, params: { userId?: number | string | null }) =>
      params.userId !== undefined && params.userId !== null,
    unknownAccount: (_, params: { error: unknown }) => unknownAccount.test(errorText(params.error)),
    invalidKey: (_, params: { error: unknown }) => invalidKey.test(errorText(params.error)),
    passwordsDiffer: ({ event }) =>
      event.type === 'passwordReset.reset' && event.password !== event.confirmPassword,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ key: input.key, login: input.login ?? '' }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'arrivedWithKey', target: 'resetForm' }, { target: 'requestForm' }] },
    requestForm: {
      on: {
        'passwordReset.request': {
          target: 'requesting',
          actions: assign({ login: ({ event }) => event.usernameOrEmail.trim(), error: undefined }),
        },
      },
    },
    requesting: {
      tags: 'pending',
      invoke: {
        src: 'sendResetEmail',
        input: ({ context }) => ({ username: context.login }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'requested',
            actions: 'noticeSent',
          },
          { target: 'requestForm', actions: { type: 'fail', params: { error: messages.resetEmailFailed } } },
        ],
        onError: [
          {
            guard: { type: 'unknownAccount', params: ({ event }) => ({ error: event.error }) },
            target: 'requested',
            actions: 'noticeSent',
          },
          { target: 'requestForm', actions: { type: 'fail', params: { error: messages.resetEmailFailed } } },
        ],
      },
    },
    requested: {
      on: {
        'passwordReset.request': {
          target: 'requesting',
          actions: assign({ login: ({ event }) => event.usernameOrEmail.trim() }),
        },
      },
    },
    resetForm: {
      on: {
        'passwordReset.reset': [
          {
            guard: 'passwordsDiffer',
            actions: { type: 'fail', params: { error: messages.passwordMismatch } },
          },
          { target: 'resetting', actions: assign({ error: undefined }) },
        ],
      },
    },
    resetting: {
      tags: 'pending',
      invoke: {
        src: 'resetPassword',
        input: ({ context, event }) => ({
          key: context.key ?? '',
          login: context.login,
          password: event.type === 'passwordReset.reset' ? event.password : '',
        }),
        onDone: [
          { guard: { type: 'hasUserId', params: ({ event }) => event.output }, target: 'done' },
          { target: 'resetForm', actions: { type: 'fail', params: { error: messages.resetPasswordFailed } } },
        ],
        onError: [
          {
            guard: { type: 'invalidKey', params: ({ event }) => ({ error: event.error }) },
            target: 'invalidLink',
            actions: { type: 'fail', params: { error: messages.invalidPasswordResetLink } },
          },
          { target: 'resetForm', actions: { type: 'fail', params: { error: messages.resetPasswordFailed } } },
        ],
      },
    },
    invalidLink: {
      on: { 'passwordReset.requestNewLink': { target: 'requestForm', actions: assign({ key: undefined }) } },
    },
    done: { type: 'final' },
  },
});
