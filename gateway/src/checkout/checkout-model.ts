import type { Event, ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { collections, position } from '../events/read-models.ts';

/**
 * A checkout attempt (stream `checkout-<idempotency key>`).
 * Its events, the read model as a pure fold of its stream (`evolve(state, event) -> state`) and
 * the projection that stores it next to the log: the same fold feeds the inline projection and
 * a rebuild, so both give identical documents (events README).
 */

export type CheckoutRequested = Event<
  'CheckoutRequested',
  /** `cart`: the cart's fingerprint when the key was first used (cart-fingerprint.ts); absent in older events. */
  { key: string; sessionId: string; requestedAt: string; cart?: string }
>;
export type CheckoutSucceeded = Event<'CheckoutSucceeded', { key: string; order: PlacedOrder }>;
export type CheckoutFailed = Event<'CheckoutFailed', { key: string; reason: string; code: string }>;
/**
 * The attempt's commerce call ended without an answer (the connection dropped or was refused,
 * commerce answered 5xx): commerce is no longer placing it, so once it answers without an order
 * for the key the attempt is decided after the short settle (events README "Commerce crash").
 */
export type CheckoutInterrupted = Event<'CheckoutInterrupted', { key: string; at: string; reason: string }>;

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

export type CheckoutEvent = CheckoutRequested | CheckoutSucceeded | CheckoutFailed | CheckoutInterrupted;

export type CheckoutDoc = {
  key: string;
  sessionId: string;
  status: 'pending' | 'succeeded' | 'failed';
  requestedAt: string;
  cart?: string;
  order?: PlacedOrder;
  reason?: string;
  code?: string;
  /** When the commerce call ended without an answer (CheckoutInterrupted). */
  interruptedAt?: string;
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
        ...(event.data.cart !== undefined ? { cart: event.data.cart } : {}),
        status: 'pending',
        version,
      };
    case 'CheckoutSucceeded':
      return doc && { ...doc, version, status: 'succeeded', order: event.data.order };
    case 'CheckoutFailed':
      return doc && { ...doc, version, status: 'failed', reason: event.data.reason, code: event.data.code };
    case 'CheckoutInterrupted':
      return doc && { ...doc, version, interruptedAt: event.data.at };
  }
}

export const checkoutProjection = pongoSingleStreamProjection<CheckoutDoc, CheckoutEvent>({
  collectionName: collections.checkouts,
  canHandle: ['CheckoutRequested', 'CheckoutSucceeded', 'CheckoutFailed', 'CheckoutInterrupted'],
  evolve: evolveCheckout,
});

export const checkoutStream = (idempotencyKey: string): string => `checkout-${idempotencyKey}`;
