import { allocate, formatAmount, percentOf } from '../../money.ts';

/** A coupon as the cart sees it (WooCommerce's discount types, amounts in cents). */
export interface Coupon {
  id: number;
  code: string;
  description: string;
  discountType: 'percent' | 'fixed_cart' | 'fixed_product';
  /** Percent for `percent`, cents for the fixed types. */
  amount: number;
  freeShipping: boolean;
  /** Epoch ms after which the coupon no longer applies; null = never expires. */
  expiresAt: number | null;
  usageLimit: number | null;
  usageCount: number;
  usageLimitPerUser: number | null;
  minimumAmount: number | null;
  maximumAmount: number | null;
  individualUse: boolean;
  /** WooCommerce's "Allowed emails" (lower case); null: anyone. */
  emailRestrictions: string[] | null;
}

/** A refused coupon: the message is what the shopper reads (WooCommerce's wording). */
export class CouponError extends Error {
  override name = 'CouponError';
}

export interface CouponCheck {
  now: number;
  /** Cart subtotal in cents, before discounts. */
  subtotal: number;
  alreadyApplied: string[];
  /** Earlier orders by this customer (or billing email) that used the coupon. */
  usesByCustomer: number;
  /** Whether the cart holds a line coupons may discount (gift cards are vouchers: `DiscountLine.excluded`). */
  hasDiscountableLine: boolean;
  /**
   * The address the order is billed to, when known: the billing email at checkout, the session's
   * billing email or a signed-in customer's own address in the cart. Without one a coupon with
   * "Allowed emails" is refused, as WooCommerce does ("enter a valid email at checkout").
   */
  email?: string | null;
}

export const normalizeCode = (code: string): string => code.trim().toLowerCase();
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Throws a CouponError naming why `coupon` cannot apply to the cart now. */
export function assertCouponApplies(
  code: string,
  coupon: Coupon | undefined,
  check: CouponCheck,
): asserts coupon is Coupon {
  if (!coupon) throw new CouponError(`Coupon "${code}" does not exist!`);
  if (check.alreadyApplied.includes(coupon.code)) throw new CouponError('Coupon code already applied!');
  if (coupon.expiresAt !== null && coupon.expiresAt < check.now)
    throw new CouponError('This coupon has expired.');
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) {
    throw new CouponError('Coupon usage limit has been reached.');
  }
  if (coupon.usageLimitPerUser !== null && check.usesByCustomer >= coupon.usageLimitPerUser) {
    throw new CouponError('Coupon usage limit has been reached.');
  }
  if (coupon.emailRestrictions && !check.email) {
    // WooCommerce refuses a coupon kept for addresses while the cart knows none (a guest's cart).
    throw new CouponError(`Please enter a valid email at checkout to use coupon code "${coupon.code}".`);
  }
  if (
    coupon.emailRestrictions &&
    check.email &&
    !coupon.emailRestrictions.includes(normalizeEmail(check.email))
  ) {
    // WooCommerce's refusal for an address not among the coupon's allowed emails.
    throw new CouponError(`Sorry, it seems the coupon "${coupon.code}" is not yours.`);
  }
  if (coupon.minimumAmount !== null && check.subtotal < coupon.minimumAmount) {
    throw new CouponError(`The minimum spend for this coupon is ${formatAmount(coupon.minimumAmount)}.`);
  }
  if (coupon.maximumAmount !== null && check.subtotal > coupon.maximumAmount) {
    throw new CouponError(`The maximum spend for this coupon is ${formatAmount(coupon.maximumAmount)}.`);
  }
  // WooCommerce checks product coupons (percent, fixed product) against the items they may
  // discount (WC_Discounts::validate_coupon_excluded_items; WooCommerce 10's wording, its quotes
  // HTML-escaped there); a fixed-cart coupon is not checked there and discounts nothing when no
  // item may take it.
  if (coupon.discountType !== 'fixed_cart' && !check.hasDiscountableLine) {
    throw new CouponError(`Sorry, coupon "${coupon.code}" is not applicable to selected products.`);
  }
}

export interface DiscountLine {
  /** Line amount in cents (unit price × quantity) still open to discounts. */
  amount: number;
  quantity: number;
  /**
   * No coupon discounts this line: a gift card, which is a multi-purpose voucher (package README,
   * "Gift cards"), as WooCommerce does for a product a coupon is not valid for.
   */
  excluded?: boolean;
}

/**
 * Applies coupons in the order they were applied, each on what the previous ones left, as
 * WooCommerce does. Returns each coupon's discount in cents and what every line ends at.
 */
export function applyDiscounts(
  lines: DiscountLine[],
  coupons: Coupon[],
): { perCoupon: number[]; lineTotals: number[] } {
  const remaining = lines.map((line) => line.amount);
  const perCoupon = coupons.map((coupon) => {
    // What each line still offers to this coupon: nothing on an excluded line.
    const open = remaining.map((amount, i) => (lines[i]?.excluded ? 0 : amount));
    let discounts: number[];
    if (coupon.discountType === 'percent') {
      discounts = open.map((left, i) => Math.min(left, percentOf(lines[i]?.amount ?? 0, coupon.amount)));
    } else if (coupon.discountType === 'fixed_product') {
      discounts = open.map((left, i) => Math.min(left, coupon.amount * (lines[i]?.quantity ?? 0)));
    } else {
      const openTotal = open.reduce((a, b) => a + b, 0);
      discounts = allocate(Math.min(coupon.amount, openTotal), open);
    }
    discounts.forEach((d, i) => (remaining[i] = (remaining[i] ?? 0) - d));
    return discounts.reduce((a, b) => a + b, 0);
  });
  return { perCoupon, lineTotals: remaining };
}

/** What the shopper sees as the coupon's description when none was written. */
export function describeCoupon(coupon: Coupon): string {
  if (coupon.description) return coupon.description;
  const what =
    coupon.discountType === 'percent'
      ? `${coupon.amount}% off`
      : coupon.discountType === 'fixed_cart'
        ? `${formatAmount(coupon.amount)} off the cart`
        : `${formatAmount(coupon.amount)} off each item`;
  return coupon.freeShipping ? `${what}, free shipping` : what;
}
