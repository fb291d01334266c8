import type { ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { position, readModel } from '../events/read-models.ts';
import {
  checkoutEventTypes,
  evolveCheckout,
  type CheckoutEvent,
  type CheckoutState,
} from './checkout-decider.ts';

export type { PlacedOrder } from './checkout-decider.ts';

/**
 * The checkout read model: one document per attempt, the decider's state plus the version it is
 * at (outcomes are appended at that version). The inline projection and a rebuild fold the log
 * through the decider's `evolve`, so both give identical documents.
 */
export type CheckoutDoc = CheckoutState & { version: number };

export const checkoutCollection = 'checkouts';

export function evolveCheckoutDoc(
  doc: CheckoutDoc | null,
  event: ReadEvent<CheckoutEvent>,
): CheckoutDoc | null {
  const state = evolveCheckout(doc, event);
  return state && { ...state, version: position(event) };
}

export const checkoutReadModel = readModel(
  checkoutCollection,
  pongoSingleStreamProjection<CheckoutDoc, CheckoutEvent>({
    collectionName: checkoutCollection,
    canHandle: checkoutEventTypes,
    evolve: evolveCheckoutDoc,
  }),
);

export const checkoutStream = (idempotencyKey: string): string => `checkout-${idempotencyKey}`;
