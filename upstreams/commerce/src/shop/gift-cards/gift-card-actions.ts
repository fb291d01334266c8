import { buildCartView } from '../cart/cart-view.ts';
import { updateSession, type ShopSession } from '../cart/session-store.ts';
import type { Db } from '../db.ts';
import { userError } from '../errors.ts';
import { normalizeGiftCardCode } from '../pricing/gift-cards.ts';
import { giftCardByCode } from './gift-card-store.ts';

/**
 * One answer for a code that does not exist, has expired or is malformed, so trying codes tells
 * nothing about which ones exist (the gateway also limits tries per IP).
 */
export const INVALID_GIFT_CARD_MESSAGE = 'This gift card code is not valid.';

export function applyGiftCard(db: Db, session: ShopSession, code: string): string {
  const card = giftCardByCode(db, code);
  if (!card) throw userError(INVALID_GIFT_CARD_MESSAGE, 'INVALID_GIFT_CARD');
  if (session.giftCards.includes(card.code))
    throw userError(`The gift card ${card.code} is already applied.`, 'INVALID_GIFT_CARD');
  if (card.balance <= 0) throw userError('This gift card has no balance left.', 'INVALID_GIFT_CARD');
  const view = buildCartView(db, session);
  if (view.lines.length === 0)
    throw userError('Add something to your cart before applying a gift card.', 'INVALID_GIFT_CARD');
  if (view.totals.total <= 0)
    throw userError('Your order is already paid in full; no gift card is needed.', 'INVALID_GIFT_CARD');
  updateSession(db, session.key, { giftCards: [...session.giftCards, card.code] });
  return card.code;
}

export function removeGiftCard(db: Db, session: ShopSession, code: string): void {
  const normalized = normalizeGiftCardCode(code);
  updateSession(db, session.key, {
    giftCards: session.giftCards.filter((applied) => applied !== normalized),
  });
}
