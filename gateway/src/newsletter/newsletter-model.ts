import { createHash } from 'node:crypto';
import type { Event, ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { collections, position } from '../events/read-models.ts';

/**
 * A newsletter sign-up (stream `newsletter-<email hash>`).
 * Its events, the read model as a pure fold of its stream (`evolve(state, event) -> state`) and
 * the projection that stores it next to the log: the same fold feeds the inline projection and
 * a rebuild, so both give identical documents (events README).
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

export type NewsletterDoc = {
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
  version: number;
};

export function evolveNewsletter(
  doc: NewsletterDoc | null,
  event: ReadEvent<NewsletterEvent>,
): NewsletterDoc | null {
  const version = position(event);
  switch (event.type) {
    case 'NewsletterSubscriptionRequested': {
      // A repeat sign-up of an address already delivered changes nothing upstream.
      if (doc?.status === 'delivered') return { ...doc, version };
      const { email, source, locale, requestedAt } = event.data;
      return {
        email,
        source,
        locale,
        requestedAt,
        status: 'pending',
        attempts: doc?.attempts ?? 0,
        nextAttemptAt: requestedAt,
        version,
      };
    }
    case 'NewsletterDeliveryStarted':
      return doc && { ...doc, version, leaseUntil: event.data.leaseUntil };
    case 'NewsletterDeliveryFailed':
      return (
        doc && {
          ...withoutLease(doc),
          version,
          attempts: event.data.attempt,
          nextAttemptAt: event.data.nextAttemptAt,
          lastError: event.data.reason,
        }
      );
    case 'NewsletterDelivered':
      return (
        doc && {
          ...withoutLease(doc),
          version,
          status: 'delivered',
          attempts: event.data.attempt,
          deliveredAt: event.data.deliveredAt,
        }
      );
  }
}

const withoutLease = ({ leaseUntil: _lease, ...rest }: NewsletterDoc): NewsletterDoc => rest;

export const newsletterProjection = pongoSingleStreamProjection<NewsletterDoc, NewsletterEvent>({
  collectionName: collections.newsletter,
  canHandle: [
    'NewsletterSubscriptionRequested',
    'NewsletterDeliveryStarted',
    'NewsletterDeliveryFailed',
    'NewsletterDelivered',
  ],
  evolve: evolveNewsletter,
});

/** Stream `newsletter-<hash>`: emails are hashed, so the log's stream names carry no personal data. */
export const newsletterStream = (email: string): string => `newsletter-${hashEmail(email)}`;

export const hashEmail = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
