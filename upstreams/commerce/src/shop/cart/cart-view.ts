import { couponByCode } from '../coupons/coupon-store.ts';
import type { Db } from '../db.ts';
import type { Coupon } from '../pricing/coupons.ts';
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
  totals: CartTotals;
}

export function destinationOf(session: ShopSession): { country: string; state: string | null } {
  const country = session.shipping.country || session.billing.country || BASE_COUNTRY;
  return { country, state: session.shipping.state || session.billing.state || null };
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
  const totals = computeTotals({
    lines: bought.map(({ row, item }) => ({
      key: row.key,
      unitPrice: item.price,
      quantity: row.quantity,
      needsShipping: !item.virtual,
    })),
    coupons,
    zones: loadZones(db),
    destination: destinationOf(session),
    chosenMethod: session.chosenShipping ?? undefined,
  });
  return {
    session,
    coupons,
    totals,
    lines: bought.map((line, i) => ({ ...line, totals: totals.lines[i]! })),
  };
}
