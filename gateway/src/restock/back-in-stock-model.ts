import { createHash } from 'node:crypto';
import type { ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { position, readModel } from '../events/read-models.ts';
import {
  backInStockEventTypes,
  evolveBackInStock,
  type BackInStockEvent,
  type BackInStockState,
} from './back-in-stock-decider.ts';

/**
 * The back-in-stock read model: one document per alert, the decider's state plus the version it is
 * at (the outbox claims mails at that version). The inline projection and a rebuild fold the log
 * through the decider's `evolve`, so both give identical documents.
 */
export type BackInStockDoc = BackInStockState & { version: number };

export const backInStockCollection = 'back_in_stock_alerts';

export function evolveBackInStockDoc(
  doc: BackInStockDoc | null,
  event: ReadEvent<BackInStockEvent>,
): BackInStockDoc | null {
  const state = evolveBackInStock(doc, event);
  return state && { ...state, version: position(event) };
}

export const backInStockReadModel = readModel(
  backInStockCollection,
  pongoSingleStreamProjection<BackInStockDoc, BackInStockEvent>({
    collectionName: backInStockCollection,
    canHandle: backInStockEventTypes,
    evolve: evolveBackInStockDoc,
  }),
);

/** The item an alert watches: a product, or one variation of it. */
export interface AlertItem {
  productId: number;
  variationId: number | null;
}

/**
 * An alert's key: the email's hash and the item (`<hash>-<product>-<variation or 0>`). Links and
 * stream names carry it, never the address: the log's stream names and a mail's link hold no
 * personal data.
 */
export const alertKey = (email: string, item: AlertItem): string =>
  `${emailHash(email)}-${item.productId}-${item.variationId ?? 0}`;

export const isAlertKey = (value: string): boolean => /^[0-9a-f]{32}-\d{1,12}-\d{1,12}$/.test(value);

export const backInStockStream = (key: string): string => `back-in-stock-${key}`;

/** SHA-256 of the trimmed, lower-cased address (as the newsletter's streams), cut to 32 hex digits. */
export const emailHash = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
