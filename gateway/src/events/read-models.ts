import type { Event, ReadEvent } from '@event-driven-io/emmett';

/** Pongo collections (JSONB tables) holding the read models, one document per stream. */
export const collections = {
  sessions: 'sessions',
  wishlists: 'wishlists',
  newsletter: 'newsletter_subscriptions',
  checkouts: 'checkouts',
  purchaseFeed: 'purchase_feed',
  catalogue: 'catalogue_changes',
} as const;

/** An event's position in its stream: the version a read model is at after folding it. */
export const position = (event: ReadEvent<Event>): number => Number(event.metadata.streamPosition);
