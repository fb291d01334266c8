// The shopper's consent (GDPR art. 6(1)(a) and 7, ePrivacy art. 5(3); web README "Consent"): until she
// chooses, only what the shop needs runs; the banner asks once, "accept" and "reject" are one tap each,
// the settings choose per purpose, and the footer's link opens the settings again. Keeping the choice
// (a first-party cookie) and undoing what a withdrawn purpose left behind are provided actions.
import { assign, setup } from 'xstate';
import {
  allGranted,
  noneGranted,
  optionalPurposes,
  type ConsentChoice,
  type OptionalPurpose,
} from './consentPurposes.ts';

export * from './consentPurposes.ts';

export interface ConsentInput {
  /** The choice kept from an earlier visit, if any (and still of the current version). */
  stored?: ConsentChoice;
}

export interface ConsentContext {
  /** What the shopper chose; undefined until she has. Only this decides what may run. */
  choice?: ConsentChoice;
  /** The settings' switches while they are open, saved only with `consent.save`. */
  draft: ConsentChoice;
}

export type ConsentEvent =
  | { type: 'consent.accept' }
  | { type: 'consent.reject' }
  | { type: 'consent.settings.open' }
  | { type: 'consent.settings.close' }
  | { type: 'consent.purpose.toggle'; purpose: OptionalPurpose }
  | { type: 'consent.save' };

/** The purposes a new choice takes back from the previous one (what must be undone). */
export const withdrawnPurposes = (
  previous: ConsentChoice | undefined,
  next: ConsentChoice,
): OptionalPurpose[] =>
  optionalPurposes.filter((purpose) => (previous?.[purpose] ?? false) && !next[purpose]);

/** A choice's two steps, in order: kept (with what it withdrew from the one before), then taken. */
const choosing = (choiceOf: (context: ConsentContext) => ConsentChoice) =>
  [
    {
      type: 'keepChoice',
      params: ({ context }: { context: ConsentContext }) => {
        const choice = choiceOf(context);
        return { choice, withdrawn: withdrawnPurposes(context.choice, choice) };
      },
    },
    {
      type: 'takeChoice',
      params: ({ context }: { context: ConsentContext }) => ({ choice: choiceOf(context) }),
    },
  ] as const;
const accepting = choosing(() => allGranted);
const rejecting = choosing(() => noneGranted);
const saving = choosing((context) => context.draft);

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
  },
  actions: {
    /** Keeps the choice (the consent cookie) and undoes what the withdrawn purposes left behind. */
    keepChoice: (_, _params: { choice: ConsentChoice; withdrawn: OptionalPurpose[] }) => {},
    /** From now on the choice decides what may run (after `keepChoice` saw the one before). */
    takeChoice: assign((_, params: { choice: ConsentChoice }) => ({
      choice: { ...params.choice },
      draft: { ...params.choice },
    })),
    openDraft: assign({ draft: ({ context }) => ({ ...(context.choice ?? noneGranted) }) }),
    toggle: assign({
      draft: ({ context, event }) =>
        event.type === 'consent.purpose.toggle'
          ? { ...context.draft, [event.purpose]: !context.draft[event.purpose] }
          : context.draft,
    }),
  },
  guards: {
    hasChoice: ({ context }) => context.choice !== undefined,
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({
    ...(input.stored ? { choice: input.stored } : {}),
    draft: { ...(input.stored ?? noneGranted) },
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasChoice', target: 'decided' }, { target: 'asking' }],
    },
    /** The banner: nothing optional runs while it waits. */
    asking: {
      tags: ['undecided'],
      on: {
        'consent.accept': { target: 'decided', actions: accepting },
        'consent.reject': { target: 'decided', actions: rejecting },
        'consent.settings.open': { target: 'settings', actions: 'openDraft' },
      },
    },
    /** Per purpose; opened from the banner or, later, from the footer's link. */
    settings: {
      on: {
        'consent.purpose.toggle': { actions: 'toggle' },
        'consent.save': {
          target: 'decided',
          actions: saving,
        },
        'consent.accept': { target: 'decided', actions: accepting },
        'consent.reject': { target: 'decided', actions: rejecting },
        // Closed without a choice, the banner asks again: closing is no consent (GDPR art. 4(11)).
        'consent.settings.close': [{ guard: 'hasChoice', target: 'decided' }, { target: 'asking' }],
      },
    },
    decided: {
      on: {
        'consent.settings.open': { target: 'settings', actions: 'openDraft' },
      },
    },
  },
});
