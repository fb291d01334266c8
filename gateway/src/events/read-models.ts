import type { Event, ReadEvent } from '@event-driven-io/emmett';
import type {
  CheckoutEvent,
  NewsletterEvent,
  OrderPlaced,
  PlacedOrder,
  RecordedCartCommand,
  SessionEvent,
  WishlistEvent,
  CatalogueChanged,
} from './events.ts';

/**
 * The read models, as pure folds of their streams (`evolve(state, event) -> state`). The same
 * functions feed Emmett's inline projections (documents stored next to the log, in one
 * transaction with the append) and a rebuild from the log, so both give identical documents.
 */

const position = (event: ReadEvent<Event>): number => Number(event.metadata.streamPosition);

export type SessionDoc = {
  sessionId: string;
  version: number;
  wooSessionToken?: string;
  authToken?: string;
  authTokenExpiresAt?: number;
  refreshToken?: string;
  customerId?: number;
  cart: RecordedCartCommand[];
  recoveries: number;
};

export const initialSession = (): SessionDoc => ({ sessionId: '', version: 0, cart: [], recoveries: 0 });

export function evolveSession(doc: SessionDoc, event: ReadEvent<SessionEvent>): SessionDoc {
  const version = position(event);
  switch (event.type) {
    case 'ShopperSessionStarted':
      return { ...initialSession(), sessionId: event.data.sessionId, version };
    case 'UpstreamSessionAttached':
      return { ...doc, version, wooSessionToken: event.data.wooSessionToken };
    case 'ShopperSignedIn': {
      const { wooSessionToken, ...tokens } = event.data;
      return { ...doc, ...tokens, version, wooSessionToken: wooSessionToken ?? doc.wooSessionToken };
    }
    case 'ShopperTokensRefreshed': {
      const { refreshToken, ...rest } = event.data;
      return { ...doc, ...rest, refreshToken: refreshToken ?? doc.refreshToken, version };
    }
    case 'ShopperSignedOut':
      // Signing out forgets the upstream cart session too: the next cart call starts a guest cart.
      return { sessionId: doc.sessionId, version, cart: [], recoveries: doc.recoveries };
    case 'CartCommandApplied': {
      const applied = event.data;
      // An emptied cart has nothing to replay: the recovery log restarts there.
      const cart = applied.command.type === 'empty' ? [] : [...doc.cart, applied];
      return { ...doc, version, cart };
    }
    case 'CartRecovered':
      return {
        ...doc,
        version,
        wooSessionToken: event.data.wooSessionToken,
        cart: event.data.commands,
        recoveries: doc.recoveries + 1,
      };
  }
}

export type WishlistDoc = {
  items: { productId: number; addedAt: string }[];
  version: number;
  handedOverTo?: number;
};

export const initialWishlist = (): WishlistDoc => ({ items: [], version: 0 });

export function evolveWishlist(doc: WishlistDoc, event: ReadEvent<WishlistEvent>): WishlistDoc {
  const version = position(event);
  const has = (productId: number) => doc.items.some((item) => item.productId === productId);
  switch (event.type) {
    case 'WishlistItemAdded': {
      const { productId, addedAt } = event.data;
      return { ...doc, version, items: has(productId) ? doc.items : [...doc.items, { productId, addedAt }] };
    }
    case 'WishlistItemRemoved':
      return { ...doc, version, items: doc.items.filter((item) => item.productId !== event.data.productId) };
    case 'GuestWishlistMerged':
      return {
        ...doc,
        version,
        items: [...doc.items, ...event.data.items.filter((item) => !has(item.productId))],
      };
    case 'GuestWishlistHandedOver':
      return { ...doc, version, items: [], handedOverTo: event.data.customerId };
  }
}

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

export type CheckoutDoc = {
  key: string;
  sessionId: string;
  status: 'pending' | 'succeeded' | 'failed';
  requestedAt: string;
  order?: PlacedOrder;
  reason?: string;
  code?: string;
  version: number;
};

export function evolveCheckout(doc: CheckoutDoc | null, event: ReadEvent<CheckoutEvent>): CheckoutDoc | null {
  const version = position(event);
  switch (event.type) {
    case 'CheckoutRequested':
      return {
        key: event.data.key,
        sessionId: event.data.sessionId,
        requestedAt: event.data.requestedAt,
        status: 'pending',
        version,
      };
    case 'CheckoutSucceeded':
      return doc && { ...doc, version, status: 'succeeded', order: event.data.order };
    case 'CheckoutFailed':
      return doc && { ...doc, version, status: 'failed', reason: event.data.reason, code: event.data.code };
  }
}

export interface PurchaseFeedEntry {
  orderId: number;
  firstNameInitial?: string;
  city?: string;
  productName?: string;
  placedAt: string;
}

export type PurchaseFeedDoc = {
  entries: PurchaseFeedEntry[];
  total: number;
};

/** How many recent purchases the feed keeps: the home page toast cycles through a handful. */
export const purchaseFeedSize = 50;

export function evolvePurchaseFeed(doc: PurchaseFeedDoc, event: ReadEvent<OrderPlaced>): PurchaseFeedDoc {
  const { orderId, firstNameInitial, city, productName, placedAt } = event.data;
  const entry: PurchaseFeedEntry = { orderId, placedAt, firstNameInitial, city, productName };
  return { total: doc.total + 1, entries: [entry, ...doc.entries].slice(0, purchaseFeedSize) };
}

export type CatalogueDoc = {
  resource: string;
  topic: string;
  resourceId?: number;
  slug?: string;
  changes: number;
  lastChangedAt: string;
};

export function evolveCatalogue(doc: CatalogueDoc | null, event: ReadEvent<CatalogueChanged>): CatalogueDoc {
  const { resource, topic, resourceId, slug, changedAt } = event.data;
  return { resource, topic, resourceId, slug, changes: (doc?.changes ?? 0) + 1, lastChangedAt: changedAt };
}
