// Newsletter modal (behaviour §4, §5, §9): hidden, visible 5,000 ms after start unless it was shown
// within the last 720 minutes (last-shown cookie) or a subscription is stored; submitting;
// success with the discount code and message. The cookie, the stored subscription and the
// subscribe call (content service POST) are provided by the web app.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messages, type UiMessage } from './messages.ts';
import { settings } from './settings.ts';

export interface NewsletterInput {
  /** Epoch ms from the last-shown cookie, when present. */
  lastShownAt?: number;
  /** A locally stored subscription exists (behaviour §3). */
  subscribed: boolean;
  /** Epoch ms at start; the machine reads no clock itself. */
  now: number;
}

export interface NewsletterContext extends NewsletterInput {
  email: string;
  error?: UiMessage;
  code?: string;
  successMessage?: string;
}

export interface SubscribeResult {
  /** The discount code (content config `sub_code`) and success text (`sub_sucess_msg`). */
  code: string;
  message: string;
}

export type NewsletterEvent =
  | { type: 'newsletter.open' }
  | { type: 'newsletter.close' }
  | { type: 'newsletter.email.change'; value: string }
  | { type: 'newsletter.submit' };

// Behaviour §5: "not of the form {email}": something@something.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const cooldownMs = settings.newsletterCooldownMinutes * 60_000;

export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    input: {} as NewsletterInput,
  },
  delays: { modalDelay: settings.newsletterModalDelayMs },
  actors: {
    subscribe: fromPromise<SubscribeResult, { email: string }>(async () => {
      throw new Error('subscribe is provided by the web app');
    }),
  },
  actions: {
    /** Sets the last-shown cookie for `newsletterCooldownMinutes`. */
    rememberShown: () => {},
    /** Stores the subscription (email, timestamp, source) and the 365-day subscriptions cookie. */
    storeSubscription: (_, _params: { email: string; source: 'subscription-modal' }) => {},
    setEmail: assign({
      email: ({ context, event }) => (event.type === 'newsletter.email.change' ? event.value : context.email),
      error: () => undefined,
    }),
    setError: assign((_, params: { error: UiMessage }) => ({ error: params.error })),
  },
  guards: {
    subscribedOrShownRecently: ({ context }) =>
      context.subscribed ||
      (context.lastShownAt !== undefined && context.now - context.lastShownAt < cooldownMs),
    emailEmpty: ({ context }) => context.email.trim() === '',
    emailInvalid: ({ context }) => !emailPattern.test(context.email.trim()),
  },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({ ...input, email: '' }),
  initial: 'hidden',
  states: {
    hidden: {
      initial: 'deciding',
      on: { 'newsletter.open': 'visible' },
      states: {
        deciding: {
          always: [{ guard: 'subscribedOrShownRecently', target: 'suppressed' }, { target: 'waiting' }],
        },
        waiting: { after: { modalDelay: '#newsletter.visible' } },
        suppressed: {},
        closed: {},
      },
    },
    visible: {
      entry: 'rememberShown',
      initial: 'editing',
      on: { 'newsletter.close': '#newsletter.hidden.closed' },
      states: {
        editing: {
          on: {
            'newsletter.email.change': { actions: 'setEmail' },
            'newsletter.submit': [
              {
                guard: 'emailEmpty',
                actions: { type: 'setError', params: { error: messages.emailRequired } },
              },
              {
                guard: 'emailInvalid',
                actions: { type: 'setError', params: { error: messages.emailInvalid } },
              },
              { target: 'submitting', actions: assign({ error: undefined }) },
            ],
          },
        },
        submitting: {
          invoke: {
            src: 'subscribe',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: {
              target: 'success',
              actions: [
                assign({
                  code: ({ event }) => event.output.code,
                  successMessage: ({ event }) => event.output.message,
                }),
                {
                  type: 'storeSubscription',
                  params: ({ context }) => ({
                    email: context.email.trim(),
                    source: 'subscription-modal' as const,
                  }),
                },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'setError', params: { error: messages.subscriptionFailed } },
            },
          },
        },
        success: {},
      },
    },
  },
});

export type NewsletterSnapshot = SnapshotFrom<typeof newsletterMachine>;

/** Behaviour §5: submit is disabled while submitting or while the field is empty. */
export function canSubmitNewsletter(snapshot: NewsletterSnapshot): boolean {
  return snapshot.matches({ visible: 'editing' }) && snapshot.context.email.trim() !== '';
}
