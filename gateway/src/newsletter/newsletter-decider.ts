import type { Command, Decider, Event } from '@event-driven-io/emmett';

/**
 * A newsletter sign-up as a decider (stream `newsletter-<email hash>`): the request, then the
 * outbox's delivery attempts to the content service until one is accepted. `decide` and `evolve`
 * are pure (times come with the commands), so the given/when/then specs run without a database;
 * the read model (`newsletter-model.ts`) is this same fold.
 */

/** `email` is sealed with the address's data subject key (privacy README "Crypto-shredding"). */
export type NewsletterSubscriptionRequested = Event<
  'NewsletterSubscriptionRequested',
  { email: string; source: string; locale: string; requestedAt: string }
>;
/** A worker claims the next attempt until `leaseUntil`: other workers (other gateway instances) leave it alone. */
export type NewsletterDeliveryStarted = Event<
  'NewsletterDeliveryStarted',
  { attempt: number; leaseUntil: string }
>;
export type NewsletterDeliveryFailed = Event<
  'NewsletterDeliveryFailed',
  { attempt: number; reason: string; nextAttemptAt: string }
>;
export type NewsletterDelivered = Event<'NewsletterDelivered', { attempt: number; deliveredAt: string }>;
/** The subscriber was erased (her account deleted, or her address's key gone): nothing more is sent. */
export type NewsletterSubscriptionErased = Event<'NewsletterSubscriptionErased', { erasedAt: string }>;

export type NewsletterEvent =
  | NewsletterSubscriptionRequested
  | NewsletterDeliveryStarted
  | NewsletterDeliveryFailed
  | NewsletterDelivered
  | NewsletterSubscriptionErased;

export const newsletterEventTypes: NewsletterEvent['type'][] = [
  'NewsletterSubscriptionRequested',
  'NewsletterDeliveryStarted',
  'NewsletterDeliveryFailed',
  'NewsletterDelivered',
  'NewsletterSubscriptionErased',
];

/** The email is validated before (`validateEmail`); source and locale are already trimmed to size. */
export type RequestSubscription = Command<
  'RequestSubscription',
  { email: string; source: string; locale: string; requestedAt: string }
>;
/** A worker asks for the next attempt at `now`, to hold it until `leaseUntil`. */
export type ClaimDelivery = Command<'ClaimDelivery', { now: string; leaseUntil: string }>;
export type RecordDeliveryFailed = Command<
  'RecordDeliveryFailed',
  { attempt: number; reason: string; nextAttemptAt: string }
>;
export type RecordDelivered = Command<'RecordDelivered', { attempt: number; deliveredAt: string }>;

export type EraseSubscription = Command<'EraseSubscription', { erasedAt: string }>;

export type NewsletterCommand =
  RequestSubscription | ClaimDelivery | RecordDeliveryFailed | RecordDelivered | EraseSubscription;

export type NewsletterState = {
  email: string;
  source: string;
  locale: string;
  requestedAt: string;
  /** `erased`: the sign-up folds to no address at all (a new sign-up starts afresh). */
  status: 'pending' | 'delivered' | 'erased';
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
  deliveredAt?: string;
  /** While an attempt runs: when its claim lapses (a crashed worker's attempt is retried after it). */
  leaseUntil?: string;
};

/** Null: nobody signed this address up. */
export const initialNewsletterState = (): NewsletterState | null => null;

/** Whether an attempt may start at `now`: pending, due, and not claimed by a worker still within its lease. */
export function deliveryDue(state: NewsletterState | null, now: string): state is NewsletterState {
  const at = Date.parse(now);
  return (
    state?.status === 'pending' &&
    Date.parse(state.nextAttemptAt) <= at &&
    !(state.leaseUntil && Date.parse(state.leaseUntil) > at)
  );
}

export function decideNewsletter(
  command: NewsletterCommand,
  state: NewsletterState | null,
): NewsletterEvent[] {
  switch (command.type) {
    case 'RequestSubscription':
      // A repeat sign-up of a known address records nothing new; an erased one signs up afresh.
      return state && state.status !== 'erased'
        ? []
        : [{ type: 'NewsletterSubscriptionRequested', data: command.data }];
    case 'ClaimDelivery':
      return deliveryDue(state, command.data.now)
        ? [
            {
              type: 'NewsletterDeliveryStarted',
              data: { attempt: state.attempts + 1, leaseUntil: command.data.leaseUntil },
            },
          ]
        : [];
    case 'RecordDeliveryFailed':
      return state ? [{ type: 'NewsletterDeliveryFailed', data: command.data }] : [];
    case 'RecordDelivered':
      return state ? [{ type: 'NewsletterDelivered', data: command.data }] : [];
    case 'EraseSubscription':
      return state && state.status !== 'erased'
        ? [{ type: 'NewsletterSubscriptionErased', data: command.data }]
        : [];
  }
}

export function evolveNewsletter(
  state: NewsletterState | null,
  event: NewsletterEvent,
): NewsletterState | null {
  switch (event.type) {
    case 'NewsletterSubscriptionRequested': {
      // A repeat sign-up of an address already delivered changes nothing upstream.
      if (state?.status === 'delivered') return state;
      const afresh = state?.status === 'erased';
      const { email, source, locale, requestedAt } = event.data;
      return {
        email,
        source,
        locale,
        requestedAt,
        status: 'pending',
        attempts: afresh ? 0 : (state?.attempts ?? 0),
        nextAttemptAt: requestedAt,
      };
    }
    case 'NewsletterDeliveryStarted':
      return state && { ...state, leaseUntil: event.data.leaseUntil };
    case 'NewsletterDeliveryFailed':
      return (
        state && {
          ...withoutLease(state),
          attempts: event.data.attempt,
          nextAttemptAt: event.data.nextAttemptAt,
          lastError: event.data.reason,
        }
      );
    case 'NewsletterDelivered':
      return (
        state && {
          ...withoutLease(state),
          status: 'delivered',
          attempts: event.data.attempt,
          deliveredAt: event.data.deliveredAt,
        }
      );
    case 'NewsletterSubscriptionErased':
      // Nothing of the sign-up survives but that it was erased (and its stream's hashed name).
      return (
        state && {
          email: '',
          source: '',
          locale: '',
          requestedAt: state.requestedAt,
          status: 'erased',
          attempts: state.attempts,
          nextAttemptAt: state.nextAttemptAt,
        }
      );
  }
}

const withoutLease = ({ leaseUntil: _lease, ...rest }: NewsletterState): NewsletterState => rest;

export const newsletterDecider: Decider<NewsletterState | null, NewsletterCommand, NewsletterEvent> = {
  decide: decideNewsletter,
  evolve: evolveNewsletter,
  initialState: initialNewsletterState,
};
