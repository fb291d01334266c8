import type { Event } from '@event-driven-io/emmett';
import type { CartCommand } from '../sessions/session-store.ts';

/**
 * Every fact the gateway records. Type names are unique across streams because projections
 * subscribe by type. Stream names are `<type>-<id>`: Emmett takes the part before the first dash
 * as the stream type (see streams.ts).
 */

// ---- shopper session: stream `session-<id>` ----
export type ShopperSessionStarted = Event<'ShopperSessionStarted', { sessionId: string; startedAt: string }>;
export type UpstreamSessionAttached = Event<
  'UpstreamSessionAttached',
  { wooSessionToken: string; replaced: boolean }
>;
export type ShopperSignedIn = Event<
  'ShopperSignedIn',
  {
    customerId: number;
    authToken: string;
    authTokenExpiresAt: number;
    refreshToken: string;
    wooSessionToken?: string;
  }
>;
export type ShopperTokensRefreshed = Event<
  'ShopperTokensRefreshed',
  { authToken: string; authTokenExpiresAt: number; refreshToken?: string }
>;
export type ShopperSignedOut = Event<'ShopperSignedOut', { signedOutAt: string }>;
/** `key` is the upstream cart line key an `add` produced, when the gateway knows it (recovery maps it). */
export type CartCommandApplied = Event<'CartCommandApplied', { command: CartCommand; key?: string }>;
/** `commands` is the replayed cart with the new session's line keys: it replaces the old log. */
export type CartRecovered = Event<
  'CartRecovered',
  { wooSessionToken: string; commands: RecordedCartCommand[]; recoveredAt: string }
>;

export interface RecordedCartCommand {
  command: CartCommand;
  key?: string;
}

export type SessionEvent =
  | ShopperSessionStarted
  | UpstreamSessionAttached
  | ShopperSignedIn
  | ShopperTokensRefreshed
  | ShopperSignedOut
  | CartCommandApplied
  | CartRecovered;

// ---- wishlist: streams `wishlist-guest:<sessionId>` and `wishlist-customer:<customerId>` ----
export type WishlistItemAdded = Event<
  'WishlistItemAdded',
  { productId: number; addedAt: string; fromCart?: boolean }
>;
export type WishlistItemRemoved = Event<'WishlistItemRemoved', { productId: number }>;
/** In the customer's stream: the guest items that were new to the customer's list. */
export type GuestWishlistMerged = Event<
  'GuestWishlistMerged',
  { guestSessionId: string; items: { productId: number; addedAt: string }[] }
>;
/** In the guest stream: the list now lives in the customer's, so the guest list reads empty. */
export type GuestWishlistHandedOver = Event<'GuestWishlistHandedOver', { customerId: number }>;

export type WishlistEvent =
  WishlistItemAdded | WishlistItemRemoved | GuestWishlistMerged | GuestWishlistHandedOver;

// ---- newsletter: stream `newsletter-<email hash>` ----
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

// ---- checkout: stream `checkout-<idempotency key>` ----
export type CheckoutRequested = Event<
  'CheckoutRequested',
  { key: string; sessionId: string; requestedAt: string }
>;
export type CheckoutSucceeded = Event<'CheckoutSucceeded', { key: string; order: PlacedOrder }>;
export type CheckoutFailed = Event<'CheckoutFailed', { key: string; reason: string; code: string }>;

export interface PlacedOrder {
  orderId: number;
  orderNumber?: string;
  orderKey?: string;
  status?: string;
  total?: string;
  redirect?: string;
  /** Coarse facts for the purchase feed; never a full name or an address. */
  firstName?: string;
  city?: string;
  productNames?: string[];
}

export type CheckoutEvent = CheckoutRequested | CheckoutSucceeded | CheckoutFailed;

// ---- orders seen: stream `order-<order id>` (checkout results and order.created webhooks) ----
export type OrderPlaced = Event<
  'OrderPlaced',
  {
    orderId: number;
    placedAt: string;
    source: 'checkout' | 'webhook';
    firstNameInitial?: string;
    city?: string;
    productName?: string;
  }
>;

// ---- catalogue: stream `catalogue-<resource>` ----
export type CatalogueChanged = Event<
  'CatalogueChanged',
  { topic: string; resource: string; resourceId?: number; slug?: string; changedAt: string }
>;

export type GatewayEvent =
  SessionEvent | WishlistEvent | NewsletterEvent | CheckoutEvent | OrderPlaced | CatalogueChanged;
