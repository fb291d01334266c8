import type { Command, Decider, Event } from '@event-driven-io/emmett';

/**
 * A customer's erasure ("delete my account") as a decider (stream `erasure-customer:<id>`): the
 * request, then one event per step done, in order, then completion. Each step is recorded after it
 * is done and every step may run again (commerce's eraser, an erased stream, a deleted key answer
 * the same the second time), so a gateway that stops midway resumes at the first step not recorded
 * (`erasure-process.ts`) and ends where an uninterrupted erasure ends. Pure: times come with the
 * commands, so the given/when/then specs run without a database.
 */

/** The steps, in the order they run: commerce first, while her tokens still open; keys last. */
export const erasureSteps = ['commerce', 'shopperRecords', 'sessions', 'keys'] as const;
export type ErasureStep = (typeof erasureSteps)[number];

export type ErasureRequested = Event<
  'ErasureRequested',
  /**
   * `emailSubject`: the `email:<hash>` subject of her address (newsletter, stock alerts), never the
   * address; `sessionId`: the session that asked, whose tokens speak to commerce.
   */
  { customerId: number; emailSubject: string; sessionId: string; requestedAt: string }
>;
export type CommerceDataErased = Event<
  'CommerceDataErased',
  /** `confirmed: false`: commerce no longer took her tokens on a resume (see the privacy README). */
  { at: string; confirmed: boolean; ordersAnonymised: number; ordersRetained: number }
>;
export type ShopperRecordsErased = Event<'ShopperRecordsErased', { at: string; streams: string[] }>;
export type ErasureSessionsEnded = Event<'ErasureSessionsEnded', { at: string; sessions: number }>;
export type SubjectKeysDeleted = Event<'SubjectKeysDeleted', { at: string; subjects: string[] }>;
export type ErasureCompleted = Event<'ErasureCompleted', { at: string }>;
export type ErasureStepFailed = Event<
  'ErasureStepFailed',
  { step: ErasureStep; reason: string; nextAttemptAt: string; attempt: number }
>;

export type ErasureEvent =
  | ErasureRequested
  | CommerceDataErased
  | ShopperRecordsErased
  | ErasureSessionsEnded
  | SubjectKeysDeleted
  | ErasureCompleted
  | ErasureStepFailed;

export const erasureEventTypes: ErasureEvent['type'][] = [
  'ErasureRequested',
  'CommerceDataErased',
  'ShopperRecordsErased',
  'ErasureSessionsEnded',
  'SubjectKeysDeleted',
  'ErasureCompleted',
  'ErasureStepFailed',
];

const stepEvent: Record<ErasureStep, ErasureEvent['type']> = {
  commerce: 'CommerceDataErased',
  shopperRecords: 'ShopperRecordsErased',
  sessions: 'ErasureSessionsEnded',
  keys: 'SubjectKeysDeleted',
};

export type RequestErasure = Command<'RequestErasure', ErasureRequested['data']>;
export type RecordCommerceErased = Command<'RecordCommerceErased', CommerceDataErased['data']>;
export type RecordShopperRecordsErased = Command<'RecordShopperRecordsErased', ShopperRecordsErased['data']>;
export type RecordSessionsEnded = Command<'RecordSessionsEnded', ErasureSessionsEnded['data']>;
export type RecordKeysDeleted = Command<'RecordKeysDeleted', SubjectKeysDeleted['data']>;
export type RecordStepFailed = Command<
  'RecordStepFailed',
  { step: ErasureStep; reason: string; nextAttemptAt: string }
>;

export type ErasureCommand =
  | RequestErasure
  | RecordCommerceErased
  | RecordShopperRecordsErased
  | RecordSessionsEnded
  | RecordKeysDeleted
  | RecordStepFailed;

export type ErasureState = {
  customerId: number;
  emailSubject: string;
  sessionId: string;
  requestedAt: string;
  status: 'pending' | 'completed';
  done: ErasureStep[];
  /** Failed tries of the step now due, and when it may be tried again. */
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
  completedAt?: string;
};

/** Null: this customer never asked. */
export const initialErasureState = (): ErasureState | null => null;

/** The first step not recorded yet; undefined once every step is. */
export const nextErasureStep = (state: ErasureState | null): ErasureStep | undefined =>
  state ? erasureSteps.find((step) => !state.done.includes(step)) : undefined;

/**
 * A request is recorded once: a repeat while it runs (a double tap) or after it completed records
 * nothing. A step is recorded only when it is the one due, so a step a resumed run repeats is
 * never recorded twice; the last step completes the erasure in the same append.
 */
export function decideErasure(command: ErasureCommand, state: ErasureState | null): ErasureEvent[] {
  if (command.type === 'RequestErasure')
    return state ? [] : [{ type: 'ErasureRequested', data: command.data }];
  const due = nextErasureStep(state);
  if (!state || !due) return [];
  if (command.type === 'RecordStepFailed')
    return command.data.step === due
      ? [{ type: 'ErasureStepFailed', data: { ...command.data, attempt: state.attempts + 1 } }]
      : [];
  const step = stepOf(command);
  if (step !== due) return [];
  const recorded = { type: stepEvent[step], data: command.data } as ErasureEvent;
  return step === 'keys'
    ? [recorded, { type: 'ErasureCompleted', data: { at: command.data.at } }]
    : [recorded];
}

function stepOf(command: Exclude<ErasureCommand, RequestErasure | RecordStepFailed>): ErasureStep {
  switch (command.type) {
    case 'RecordCommerceErased':
      return 'commerce';
    case 'RecordShopperRecordsErased':
      return 'shopperRecords';
    case 'RecordSessionsEnded':
      return 'sessions';
    case 'RecordKeysDeleted':
      return 'keys';
  }
}

export function evolveErasure(state: ErasureState | null, event: ErasureEvent): ErasureState | null {
  if (event.type === 'ErasureRequested')
    return {
      ...event.data,
      status: 'pending',
      done: [],
      attempts: 0,
      nextAttemptAt: event.data.requestedAt,
    };
  if (!state) return state;
  switch (event.type) {
    case 'ErasureStepFailed':
      return {
        ...state,
        attempts: event.data.attempt,
        nextAttemptAt: event.data.nextAttemptAt,
        lastError: event.data.reason,
      };
    case 'ErasureCompleted':
      return { ...state, status: 'completed', completedAt: event.data.at };
    default: {
      const step = erasureSteps.find((candidate) => stepEvent[candidate] === event.type)!;
      const { lastError: _lastError, ...rest } = state;
      return { ...rest, done: [...state.done, step], attempts: 0, nextAttemptAt: event.data.at };
    }
  }
}

export const erasureDecider: Decider<ErasureState | null, ErasureCommand, ErasureEvent> = {
  decide: decideErasure,
  evolve: evolveErasure,
  initialState: initialErasureState,
};
