import type { Command, Decider, Event } from '@event-driven-io/emmett';

/**
 * A checkout attempt as a decider (stream `checkout-<idempotency key>`): requested once per key,
 * then decided once (succeeded with commerce's order, or failed), possibly interrupted between.
 * `decide` and `evolve` are pure, so the given/when/then specs run without a database; the read
 * model (`checkout-model.ts`) is this same fold. Waiting, asking commerce and settling times are
 * the repository's (`checkout.ts`).
 */

export interface PlacedOrder {
  orderId: number;
  orderNumber?: string;
  orderKey?: string;
  status?: string;
  total?: string;
  redirect?: string;
  /**
   * Coarse facts for the purchase feed; never a full name or an address. Recorded sealed with
   * `subject`'s key (privacy README "Crypto-shredding"), so erasing her makes them unreadable.
   */
  firstName?: string;
  city?: string;
  /** Whose they are: `customer:<id>` or a guest's `email:<hash>` (never the address itself). */
  subject?: string;
  productNames?: string[];
}

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

export type CheckoutEvent = CheckoutRequested | CheckoutSucceeded | CheckoutFailed | CheckoutInterrupted;

export const checkoutEventTypes: CheckoutEvent['type'][] = [
  'CheckoutRequested',
  'CheckoutSucceeded',
  'CheckoutFailed',
  'CheckoutInterrupted',
];

export type RequestCheckout = Command<'RequestCheckout', CheckoutRequested['data']>;
export type RecordCheckoutSucceeded = Command<'RecordCheckoutSucceeded', { order: PlacedOrder }>;
export type RecordCheckoutFailed = Command<'RecordCheckoutFailed', { reason: string; code: string }>;
export type RecordCheckoutInterrupted = Command<'RecordCheckoutInterrupted', { at: string; reason: string }>;

export type CheckoutCommand =
  RequestCheckout | RecordCheckoutSucceeded | RecordCheckoutFailed | RecordCheckoutInterrupted;

export type CheckoutState = {
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
};

/** Null: the key was never used. */
export const initialCheckoutState = (): CheckoutState | null => null;

/**
 * A key is requested once and decided once: a repeat request, or an outcome for an attempt that
 * is not pending, records nothing (the repository then reads the outcome that stands).
 */
export function decideCheckout(command: CheckoutCommand, state: CheckoutState | null): CheckoutEvent[] {
  if (command.type === 'RequestCheckout')
    return state ? [] : [{ type: 'CheckoutRequested', data: command.data }];
  if (state?.status !== 'pending') return [];
  const { key } = state;
  switch (command.type) {
    case 'RecordCheckoutSucceeded':
      return [{ type: 'CheckoutSucceeded', data: { key, order: command.data.order } }];
    case 'RecordCheckoutFailed':
      return [{ type: 'CheckoutFailed', data: { key, ...command.data } }];
    case 'RecordCheckoutInterrupted':
      return [{ type: 'CheckoutInterrupted', data: { key, ...command.data } }];
  }
}

export function evolveCheckout(state: CheckoutState | null, event: CheckoutEvent): CheckoutState | null {
  switch (event.type) {
    case 'CheckoutRequested':
      return {
        key: event.data.key,
        sessionId: event.data.sessionId,
        requestedAt: event.data.requestedAt,
        ...(event.data.cart !== undefined ? { cart: event.data.cart } : {}),
        status: 'pending',
      };
    case 'CheckoutSucceeded':
      return state && { ...state, status: 'succeeded', order: event.data.order };
    case 'CheckoutFailed':
      return state && { ...state, status: 'failed', reason: event.data.reason, code: event.data.code };
    case 'CheckoutInterrupted':
      return state && { ...state, interruptedAt: event.data.at };
  }
}

export const checkoutDecider: Decider<CheckoutState | null, CheckoutCommand, CheckoutEvent> = {
  decide: decideCheckout,
  evolve: evolveCheckout,
  initialState: initialCheckoutState,
};
