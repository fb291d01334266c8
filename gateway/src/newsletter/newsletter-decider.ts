import type { Command, Decider, Event } from '@event-driven-io/emmett';

/**
 * A newsletter sign-up as a decider (stream `newsletter-<email hash>`): the request, then the
 * outbox's delivery attempts to the content service until one is accepted. `decide` and `evolve`
 * are pure (times come with the commands), so the given/when/then specs run without a database;
 * the read model (`newsletter-model.ts`) is this same fold.
 */

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

export type NewsletterEvent =
  | NewsletterSubscriptionRequested
  | NewsletterDeliveryStarted
  | NewsletterDeliveryFailed
  | NewsletterDelivered;

export const newsletterEventTypes: NewsletterEvent['type'][] = [
  'NewsletterSubscriptionRequested',
  'NewsletterDeliveryStarted',
  'NewsletterDeliveryFailed',
  'NewsletterDelivered',
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

export type NewsletterCommand = RequestSubscription | ClaimDelivery | RecordDeliveryFailed | RecordDelivered;

export type NewsletterState = {
  email: string;
  source: string;
  locale: string;
  requestedAt: string;
  status: 'pending' | 'delivered';
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
      // A repeat sign-up of a known address records nothing new.
      return state ? [] : [{ type: 'NewsletterSubscriptionRequested', data: command.data }];
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
      const { email, source, locale, requestedAt } = event.data;
      return {
        email,
        source,
        locale,
        requestedAt,
        status: 'pending',
        attempts: state?.attempts ?? 0,
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
  }
}

const withoutLease = ({ leaseUntil: _lease, ...rest }: NewsletterState): NewsletterState => rest;

export const newsletterDecider: Decider<NewsletterState | null, NewsletterCommand, NewsletterEvent> = {
  decide: decideNewsletter,
  evolve: evolveNewsletter,
  initialState: initialNewsletterState,
};
