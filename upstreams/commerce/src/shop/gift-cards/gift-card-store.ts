import { randomInt } from 'node:crypto';
import { now, type Db } from '../db.ts';
import { GIFT_CARD_ALPHABET, normalizeGiftCardCode } from '../pricing/gift-cards.ts';

/**
 * Gift cards in SQLite (migration 104). A card is issued per unit of a gift card product when
 * its order is paid, spent with a guarded `UPDATE … WHERE balance >= ?` inside the order's
 * transaction, and every spend is kept per order (gift_card_redemptions).
 */
export interface GiftCard {
  id: number;
  code: string;
  amount: number;
  balance: number;
  recipientEmail: string;
  /**
   * Who the buyer named as the recipient, for the mail's greeting. Known when the card is issued
   * (the order line's extra_data keeps it); cards read back from the table have none.
   */
  recipientName?: string;
  senderName: string;
  message: string;
  orderId: number | null;
  createdAt: number;
  expiresAt: number | null;
}

/** The gift card products' product page promise: "valid … for 12 months". */
export const GIFT_CARD_VALIDITY_MS = 365 * 86_400_000;
/** Products in this category are gift cards (WooCommerce Gift Cards marks them with a checkbox). */
export const GIFT_CARD_CATEGORY = 'gift-cards';

interface GiftCardRecord {
  id: number;
  code: string;
  amount: number;
  balance: number;
  recipient_email: string;
  sender_name: string;
  message: string;
  order_id: number | null;
  created_at: number;
  expires_at: number | null;
}

const toGiftCard = (row: GiftCardRecord): GiftCard => ({
  id: row.id,
  code: row.code,
  amount: row.amount,
  balance: row.balance,
  recipientEmail: row.recipient_email,
  senderName: row.sender_name,
  message: row.message,
  orderId: row.order_id,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/** A usable card by its code (any case, spaces or dashes); expired and unknown codes are undefined alike. */
export function giftCardByCode(db: Db, code: string, at = now()): GiftCard | undefined {
  const normalized = normalizeGiftCardCode(code);
  if (!normalized) return undefined;
  const row = db.prepare('SELECT * FROM gift_cards WHERE code = ?').get(normalized) as
    GiftCardRecord | undefined;
  if (!row || (row.expires_at !== null && row.expires_at <= at)) return undefined;
  return toGiftCard(row);
}

export function isGiftCardProduct(db: Db, productId: number): boolean {
  return Boolean(
    db
      .prepare(
        `SELECT 1 FROM product_terms pt JOIN terms t ON t.id = pt.term_id
         WHERE pt.product_id = ? AND t.taxonomy = 'product_cat' AND t.slug = ?`,
      )
      .get(productId, GIFT_CARD_CATEGORY),
  );
}

function newCode(): string {
  const chars = Array.from({ length: 16 }, () => GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]);
  return chars.join('').match(/.{4}/g)!.join('-');
}

/** Issues one card; call inside the order's transaction. A (vanishingly rare) clash draws again. */
export function issueGiftCard(
  db: Db,
  card: {
    amount: number;
    recipientEmail: string;
    recipientName?: string;
    senderName?: string;
    message?: string;
    orderId: number;
    productId: number;
  },
): GiftCard {
  const createdAt = now();
  const insert = db.prepare(
    `INSERT INTO gift_cards (code, amount, balance, recipient_email, sender_name, message, order_id, product_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
  );
  for (;;) {
    const code = newCode();
    const { changes, lastInsertRowid } = insert.run(
      code,
      card.amount,
      card.amount,
      card.recipientEmail,
      card.senderName ?? '',
      card.message ?? '',
      card.orderId,
      card.productId,
      createdAt,
      createdAt + GIFT_CARD_VALIDITY_MS,
    );
    if (changes === 1)
      return {
        ...toGiftCard(
          db.prepare('SELECT * FROM gift_cards WHERE id = ?').get(Number(lastInsertRowid)) as GiftCardRecord,
        ),
        ...(card.recipientName ? { recipientName: card.recipientName } : {}),
      };
  }
}

/** Takes `amount` from the card for an order; false when the balance is no longer there. */
export function redeemGiftCard(db: Db, cardId: number, orderId: number, amount: number): boolean {
  if (amount <= 0) return true;
  const { changes } = db
    .prepare('UPDATE gift_cards SET balance = balance - ? WHERE id = ? AND balance >= ?')
    .run(amount, cardId, amount);
  if (changes !== 1) return false;
  db.prepare(
    'INSERT INTO gift_card_redemptions (gift_card_id, order_id, amount, created_at) VALUES (?, ?, ?, ?)',
  ).run(cardId, orderId, amount, now());
  return true;
}

/** The cards an order was paid with, how much each paid and what it had left right after. */
export function orderRedemptions(
  db: Db,
  orderId: number,
): { code: string; amount: number; balanceAfter: number }[] {
  return db
    .prepare(
      `SELECT g.code, r.amount,
         g.amount - (SELECT SUM(e.amount) FROM gift_card_redemptions e
                     WHERE e.gift_card_id = r.gift_card_id AND e.rowid <= r.rowid) AS balanceAfter
       FROM gift_card_redemptions r JOIN gift_cards g ON g.id = r.gift_card_id
       WHERE r.order_id = ? ORDER BY r.rowid`,
    )
    .all(orderId) as { code: string; amount: number; balanceAfter: number }[];
}

/** The cards an order bought. */
export function cardsIssuedBy(db: Db, orderId: number): GiftCard[] {
  return (
    db.prepare('SELECT * FROM gift_cards WHERE order_id = ? ORDER BY id').all(orderId) as GiftCardRecord[]
  ).map(toGiftCard);
}
