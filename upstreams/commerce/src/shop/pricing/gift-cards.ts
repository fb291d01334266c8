/**
 * Gift cards pay, they do not discount (a multi-purpose voucher in EU VAT terms): they are
 * applied after coupons and shipping, on the amount left to pay, in the order the shopper
 * applied them, each up to its balance. VAT is unchanged; only what the payment method charges
 * shrinks. Pure and in integer cents, like the rest of pricing/.
 */
export interface CardBalance {
  code: string;
  balance: number;
}

export interface AppliedCard extends CardBalance {
  /** What the card pays on this cart or order. */
  amount: number;
}

export function payWithGiftCards(
  total: number,
  cards: CardBalance[],
): { cards: AppliedCard[]; paid: number } {
  let left = total;
  const applied = cards.map((card) => {
    const amount = Math.max(0, Math.min(card.balance, left));
    left -= amount;
    return { ...card, amount };
  });
  return { cards: applied, paid: total - left };
}

/** Codes are 16 characters from an alphabet without look-alikes (no 0/O, 1/I/L), in groups of 4. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** "abcd efgh-ijkm npqr" → "ABCD-EFGH-IJKM-NPQR"; null when it cannot be a code. */
export function normalizeGiftCardCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== 16 || [...compact].some((c) => !GIFT_CARD_ALPHABET.includes(c))) return null;
  return compact.match(/.{4}/g)!.join('-');
}
