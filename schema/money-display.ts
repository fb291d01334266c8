/**
 * How an order's money reads, wherever it is shown: cart, drawer, checkout summary, order pages
 * (web `lib/cartMoney.ts`) and the embedded commerce's order mail. One rule, so a
 * shopper who adds the figures up by hand gets the total on every page and in every mail:
 *
 * - each line is shown BEFORE discounts (its price times its quantity, VAT included), so the
 *   lines add up exactly to the subtotal;
 * - subtotal − discount + shipping − gift cards = total, to the cent. The back end rounds the
 *   discount's amount and VAT, the shipping's, and the total separately (WooCommerce answers them
 *   apart, root README "Money"), so those can disagree by a cent or two. That rounding remainder is
 *   given to the discount when there is one (its cents are the ones rounding split), else to
 *   shipping; the lines, the total and gift card payments are never changed: the total is what is
 *   charged and each line is the price the shopper saw. A gap larger than rounding can make is
 *   left visible rather than hidden;
 * - each coupon's share sums to the discount shown: the remainder goes to the largest coupon
 *   (the first of equals).
 *
 * All amounts are integer cents, VAT included.
 */
export interface MoneyToShow {
  /** Each line before discounts: price × quantity, VAT included. */
  lines: number[];
  /** All discounts together, VAT included, as the back end answers them (0: none). */
  discount: number;
  /** Each coupon's discount, VAT included, in the order applied (may be empty). */
  coupons: number[];
  shipping: number;
  /** What gift cards pay (a payment, not a discount). */
  giftCards: number;
  /** What is left to pay, as the back end answers it: never changed. */
  total: number;
}

export interface ShownMoney extends MoneyToShow {
  subtotal: number;
}

export function moneyToShow(amounts: MoneyToShow): ShownMoney {
  const subtotal = amounts.lines.reduce((sum, line) => sum + line, 0);
  const remainder = subtotal - amounts.discount + amounts.shipping - amounts.giftCards - amounts.total;
  // Half a cent of rounding per amount the back end rounded: every line, coupon and the shipping.
  const roundingOnly = Math.abs(remainder) <= amounts.lines.length + amounts.coupons.length + 2;
  let { discount, shipping } = amounts;
  if (remainder !== 0 && roundingOnly) {
    if (discount > 0 && discount + remainder >= 0) discount += remainder;
    else if (shipping > 0 && shipping - remainder >= 0) shipping -= remainder;
  }
  return { ...amounts, subtotal, discount, shipping, coupons: shareOut(amounts.coupons, discount) };
}

/** Each coupon's share, adjusted so they sum to the discount shown. */
function shareOut(coupons: number[], discount: number): number[] {
  if (coupons.length === 0) return coupons;
  const gap = discount - coupons.reduce((sum, coupon) => sum + coupon, 0);
  if (gap === 0) return coupons;
  const largest = coupons.indexOf(Math.max(...coupons));
  return coupons.map((coupon, i) => (i === largest ? Math.max(0, coupon + gap) : coupon));
}
