import {
  pongoMultiStreamProjection,
  pongoSingleStreamProjection,
  type PostgreSQLProjectionDefinition,
} from '@event-driven-io/emmett-postgresql';
import type {
  CatalogueChanged,
  CheckoutEvent,
  GatewayEvent,
  NewsletterEvent,
  OrderPlaced,
  SessionEvent,
  WishlistEvent,
} from './events.ts';
import {
  evolveCatalogue,
  evolveCheckout,
  evolveNewsletter,
  evolvePurchaseFeed,
  evolveSession,
  evolveWishlist,
  initialSession,
  initialWishlist,
  type CatalogueDoc,
  type CheckoutDoc,
  type NewsletterDoc,
  type PurchaseFeedDoc,
  type SessionDoc,
  type WishlistDoc,
} from './read-models.ts';

/** Pongo collections (JSONB tables) holding the read models, one document per stream. */
export const collections = {
  sessions: 'sessions',
  wishlists: 'wishlists',
  newsletter: 'newsletter_subscriptions',
  checkouts: 'checkouts',
  purchaseFeed: 'purchase_feed',
  catalogue: 'catalogue_changes',
} as const;

export const purchaseFeedId = 'feed';

export const sessionProjection = pongoSingleStreamProjection<SessionDoc, SessionEvent>({
  collectionName: collections.sessions,
  canHandle: [
    'ShopperSessionStarted',
    'UpstreamSessionAttached',
    'ShopperSignedIn',
    'ShopperTokensRefreshed',
    'ShopperSignedOut',
    'CartCommandApplied',
    'CartRecovered',
  ],
  initialState: initialSession,
  evolve: evolveSession,
});

export const wishlistProjection = pongoSingleStreamProjection<WishlistDoc, WishlistEvent>({
  collectionName: collections.wishlists,
  canHandle: ['WishlistItemAdded', 'WishlistItemRemoved', 'GuestWishlistMerged', 'GuestWishlistHandedOver'],
  initialState: initialWishlist,
  evolve: evolveWishlist,
});

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

export const checkoutProjection = pongoSingleStreamProjection<CheckoutDoc, CheckoutEvent>({
  collectionName: collections.checkouts,
  canHandle: ['CheckoutRequested', 'CheckoutSucceeded', 'CheckoutFailed'],
  evolve: evolveCheckout,
});

/** One document for the whole shop: the latest anonymised purchases, newest first. */
export const purchaseFeedProjection = pongoMultiStreamProjection<PurchaseFeedDoc, OrderPlaced>({
  collectionName: collections.purchaseFeed,
  canHandle: ['OrderPlaced'],
  getDocumentId: () => purchaseFeedId,
  initialState: () => ({ entries: [], total: 0 }),
  evolve: evolvePurchaseFeed,
});

export const catalogueProjection = pongoSingleStreamProjection<CatalogueDoc, CatalogueChanged>({
  collectionName: collections.catalogue,
  canHandle: ['CatalogueChanged'],
  evolve: evolveCatalogue,
});

/** Every read model; the store runs them inline and `rebuild` replays the log through them. */
// Each projection only sees the event types it names in canHandle, so widening is safe.
export const allProjections = [
  sessionProjection,
  wishlistProjection,
  newsletterProjection,
  checkoutProjection,
  purchaseFeedProjection,
  catalogueProjection,
] as unknown as PostgreSQLProjectionDefinition<GatewayEvent>[];
