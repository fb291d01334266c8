import type { ReadEvent } from '@event-driven-io/emmett';
import { pongoMultiStreamProjection, pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { position, readModel, tablesMadeAtOpen } from '../events/read-models.ts';
import {
  checkoutEventTypes,
  evolveCheckout,
  type CheckoutEvent,
  type CheckoutRequested,
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
    collectionOptions: tablesMadeAtOpen(),
    canHandle: checkoutEventTypes,
    evolve: evolveCheckoutDoc,
  }),
);

/**
 * Each session's newest attempt (`latestCheckoutAttempt`, a checkout page loaded again): one
 * document per session id naming the key it requested last, so the page reads two documents by
 * their ids instead of every attempt the session made. Of two requests, the later `requestedAt`
 * wins (at the same millisecond, the one appended later).
 */
export type LatestCheckoutDoc = { key: string; requestedAt: string };

export const latestCheckoutCollection = 'latest_checkouts';

export function evolveLatestCheckout(
  doc: LatestCheckoutDoc | null,
  event: ReadEvent<CheckoutRequested>,
): LatestCheckoutDoc {
  const { key, requestedAt } = event.data;
  return doc && Date.parse(doc.requestedAt) > Date.parse(requestedAt) ? doc : { key, requestedAt };
}

export const latestCheckoutReadModel = readModel(
  latestCheckoutCollection,
  pongoMultiStreamProjection<LatestCheckoutDoc, CheckoutRequested>({
    collectionName: latestCheckoutCollection,
    collectionOptions: tablesMadeAtOpen(),
    canHandle: ['CheckoutRequested'],
    getDocumentId: (event) => event.data.sessionId,
    evolve: evolveLatestCheckout,
  }),
);

export const checkoutStream = (idempotencyKey: string): string => `checkout-${idempotencyKey}`;
