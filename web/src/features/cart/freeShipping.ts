import { cartCents, cents, type RawCartAmounts } from '../../lib/cartMoney.ts';

export type FreeShippingProgress =
  | { state: 'away'; missing: number; counted: number; threshold: number }
  | { state: 'unlocked'; counted: number; threshold: number };

/**
 * How far a cart is from the shop's free-shipping threshold, in cents. It counts what
 * WooCommerce's free shipping method counts (`WC_Shipping_Free_Shipping::is_available`, prices
 * shown with VAT): the goods with VAT after discounts; shipping and gift card payments are not
 * counted. Goods and discount are the figures the cart shows (the shared money rule,
 * `@nails/schema/money-display.ts`), so "€X away" is what the shopper computes from the totals.
 * Undefined when the shop has no threshold.
 */
export function freeShippingProgress(
  cart: RawCartAmounts,
  threshold: string | null | undefined,
): FreeShippingProgress | undefined {
  const target = cents(threshold);
  if (target <= 0) return undefined;
  const { subtotal, discount } = cartCents(cart);
  const counted = Math.max(0, subtotal - discount);
  return counted >= target
    ? { state: 'unlocked', counted, threshold: target }
    : { state: 'away', missing: target - counted, counted, threshold: target };
}
