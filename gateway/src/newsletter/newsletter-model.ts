import { createHash } from 'node:crypto';
import type { ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { position, readModel, tablesMadeAtOpen } from '../events/read-models.ts';
import {
  evolveNewsletter,
  newsletterEventTypes,
  type NewsletterEvent,
  type NewsletterState,
} from './newsletter-decider.ts';

/**
 * The newsletter read model: one document per sign-up, the decider's state plus the version it is
 * at (the outbox claims attempts at that version). The inline projection and a rebuild fold the
 * log through the decider's `evolve`, so both give identical documents.
 */
export type NewsletterDoc = NewsletterState & { version: number };

export const newsletterCollection = 'newsletter_subscriptions';

export function evolveNewsletterDoc(
  doc: NewsletterDoc | null,
  event: ReadEvent<NewsletterEvent>,
): NewsletterDoc | null {
  const state = evolveNewsletter(doc, event);
  return state && { ...state, version: position(event) };
}

export const newsletterReadModel = readModel(
  newsletterCollection,
  pongoSingleStreamProjection<NewsletterDoc, NewsletterEvent>({
    collectionName: newsletterCollection,
    collectionOptions: tablesMadeAtOpen(),
    canHandle: newsletterEventTypes,
    evolve: evolveNewsletterDoc,
  }),
);

/** Stream `newsletter-<hash>`: emails are hashed, so the log's stream names carry no personal data. */
export const newsletterStream = (email: string): string => `newsletter-${hashEmail(email)}`;

export const hashEmail = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
