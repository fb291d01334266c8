import { couponByCode } from '../coupons/coupon-store.ts';
import type { Db } from '../db.ts';
import { giftCardByCode, isGiftCardProduct } from '../gift-cards/gift-card-store.ts';
import type { Coupon } from '../pricing/coupons.ts';
import { payWithGiftCards, type AppliedCard } from '../pricing/gift-cards.ts';
import { computeTotals, type CartTotals, type LineTotals } from '../pricing/totals.ts';
import { loadZones } from '../shipping/zone-store.ts';
import { loadPurchasable, type Purchasable } from './catalogue-port.ts';
import { cartItems, type CartItemRow, type ShopSession } from './session-store.ts';

/** The shop's home country: guests who gave no address yet see its shipping rates and VAT. */
export const BASE_COUNTRY = 'DE';

export interface CartLine {
  row: CartItemRow;
  item: Purchasable;
  totals: LineTotals;
}

/** Everything the Cart type shows, computed once per request from the stored session. */
export interface CartView {
  session: ShopSession;
  lines: CartLine[];
  coupons: Coupon[];
  /** `totals.total` is what is left to pay after these. */
  totals: CartTotals;
  /** Applied gift cards that still exist (an emptied one pays 0), with what each pays on this cart. */
  giftCards: (AppliedCard & { id: number })[];
  /** Everything the order costs (goods after coupons plus shipping), before gift cards. */
  orderTotal: number;
}

/**
 * Where the cart is taxed and shipped (WooCommerce's taxable address): the shipping address when
 * something ships, the billing address when nothing does (virtual-only carts: downloads, gift
 * cards). Using the shipping address for a virtual cart priced a Belgian buyer's cart at the
 * German rate of an earlier shipping estimate (€0.30 of €1.90) while the order, which copies the
 * billing address, charged the Belgian one (€0.33).
 */
export function destinationOf(
  session: ShopSession,
  needsShipping: boolean,
): { country: string; state: string | null } {
  const [first, second] = needsShipping
    ? [session.shipping, session.billing]
    : [session.billing, session.shipping];
  const country = first.country || second.country || BASE_COUNTRY;
  return { country, state: (first.country ? first.state : second.state) || null };
}

export function buildCartView(db: Db, session: ShopSession): CartView {
  const rows = cartItems(db, session.key);
  // A line whose product was unpublished or deleted since is left out of the cart (WooCommerce
  // drops it with a notice); it stays stored, so it comes back if the product does.
  const bought = rows
    .map((row) => ({ row, item: loadPurchasable(db, row.productId, row.variationId) }))
    .filter((line): line is { row: CartItemRow; item: Purchasable } => line.item !== undefined);
  const coupons = session.coupons
    .map((code) => couponByCode(db, code))
    .filter((coupon): coupon is Coupon => coupon !== undefined);
  const needsShipping = bought.some(({ item }) => !item.virtual);
  const totals = computeTotals({
    lines: bought.map(({ row, item }) => ({
      key: row.key,
      unitPrice: item.price,
      quantity: row.quantity,
      needsShipping: !item.virtual,
      voucher: isGiftCardProduct(db, item.productId),
    })),
    coupons,
    zones: loadZones(db),
    destination: destinationOf(session, needsShipping),
    chosenMethod: session.chosenShipping ?? undefined,
  });
  const usable = session.giftCards
    .map((code) => giftCardByCode(db, code))
    .filter((card) => card !== undefined)
    .map((card) => ({ id: card!.id, code: card!.code, balance: card!.balance }));
  const payment = payWithGiftCards(totals.total, usable);
  return {
    session,
    coupons,
    totals: { ...totals, total: totals.total - payment.paid, giftCardTotal: payment.paid },
    giftCards: payment.cards.map((card, i) => ({ ...card, id: usable[i]!.id })),
    orderTotal: totals.total,
    lines: bought.map((line, i) => ({ ...line, totals: totals.lines[i]! })),
  };
}
