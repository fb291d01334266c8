// The checkout page's view of the session's newest checkout attempt when it loads (a reload while the
// order was placed, a tab closed and opened again; web README "Checkout", behaviour §4): an attempt
// still being placed is asked about again every `resumedAttemptPollMs` until the gateway has decided
// it, and a call that fails (the network, the gateway) waits the same pause and asks again. The
// question is a provided actor, so the machine makes no call itself. Whether a decided attempt is
// shown (this tab's, the cart it emptied, the last 24 hours) stays with the web app: it reads session
// storage and the cart, which change after the machine has started.
import { assign, fromPromise, setup } from 'xstate';
import { settings } from './settings.ts';

/** The gateway's `CheckoutAttempt`, as the checkout page reads it. */
export interface CheckoutAttempt {
  key: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  orderId?: number;
  orderKey?: string;
  orderNumber?: string;
  errorCode?: string;
  errorMessage?: string;
  requestedAt?: string;
}

export interface ResumedAttemptInput {
  /** The attempt the page loaded with (`latestCheckoutAttempt`), if the session has one. */
  attempt?: CheckoutAttempt;
}

export interface ResumedAttemptContext {
  attempt?: CheckoutAttempt;
  /** Seen pending in this visit: the order that comes of it is the one the shopper waited for. */
  waited: boolean;
}

export const resumedAttemptMachine = setup({
  types: {
    context: {} as ResumedAttemptContext,
    input: {} as ResumedAttemptInput,
  },
  delays: { askAgain: settings.resumedAttemptPollMs },
  actors: {
    /** The session's latest attempt, from the network; undefined when the answer holds none. */
    fetchLatestAttempt: fromPromise<CheckoutAttempt | undefined>(async () => {
      throw new Error('fetchLatestAttempt is provided by the web app');
    }),
  },
  guards: {
    isPending: ({ context }) => context.attempt?.status === 'PENDING',
    isPlaced: ({ context }) => context.attempt?.status === 'SUCCEEDED',
    isRefused: ({ context }) => context.attempt?.status === 'FAILED',
    hasAttempt: (_, params: { attempt: CheckoutAttempt | undefined }) => params.attempt !== undefined,
  },
}).createMachine({
  id: 'resumedAttempt',
  context: ({ input }) => ({ attempt: input.attempt, waited: input.attempt?.status === 'PENDING' }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isPending', target: 'pending' },
        { guard: 'isPlaced', target: 'placed' },
        { guard: 'isRefused', target: 'refused' },
        { target: 'none' },
      ],
    },
    pending: {
      tags: ['pending'],
      initial: 'waiting',
      states: {
        waiting: { after: { askAgain: 'asking' } },
        asking: {
          invoke: {
            src: 'fetchLatestAttempt',
            onDone: [
              {
                guard: { type: 'hasAttempt', params: ({ event }) => ({ attempt: event.output }) },
                target: '#resumedAttempt.checking',
                actions: assign({ attempt: ({ event }) => event.output }),
              },
              // An answer without an attempt decides nothing: the one being placed is asked about again.
              { target: 'waiting' },
            ],
            // Not reachable right now: ask again after the same pause.
            onError: { target: 'waiting' },
          },
        },
      },
    },
    placed: { type: 'final' },
    refused: { type: 'final' },
    none: { type: 'final' },
  },
});
