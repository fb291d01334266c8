import { couponDiscountCents } from '../../lib/cartMoney.ts';
import type { CartState } from './cartState.ts';

type Coupon = NonNullable<NonNullable<CartState['appliedCoupons']>[number]>;
type Shipping = Pick<CartState, 'availableShippingMethods' | 'chosenShippingMethods'>;

/**
 * What an applied coupon does to this cart, so none is listed as "−€0.00" without a word.
 * WooCommerce's free shipping coupon has no amount: it unlocks the zone's "Free shipping" rate
 * (ids `free_shipping:<instance>`), and WooGraphQL's AppliedCoupon does not say a coupon is one.
 * So a coupon that takes nothing off reads as:
 * - `freeShipping` when the chosen rate is free shipping (WooCommerce's cart says "Free shipping
 *   coupon" the same way);
 * - `chooseFreeShipping` when a free shipping rate is offered but another is chosen;
 * - `noFreeShippingHere` when the destination's rates have none, for a coupon that says it is
 *   about free shipping (its code or description); `enterAddress` when there are no rates yet;
 * - `nothing` for any other coupon (nothing in the cart it applies to).
 */
export type CouponEffect =
  | { kind: 'discount' }
  | { kind: 'freeShipping' }
  | { kind: 'chooseFreeShipping' }
  | { kind: 'noFreeShippingHere' }
  | { kind: 'enterAddress' }
  | { kind: 'nothing' };

const isFreeShippingRate = (id: string | null | undefined) => Boolean(id?.startsWith('free_shipping'));
const aboutFreeShipping = (coupon: Coupon) =>
  /free.?ship|gratis|frete|livraison gratuite|env[ií]o gratis|spedizione gratuita|versandkostenfrei/i.test(
    `${coupon.code} ${coupon.description ?? ''}`,
  );

export function couponEffect(coupon: Coupon, shipping: Shipping | undefined): CouponEffect {
  // The cents shown beside the code (lib/cartMoney.ts): what rounds to nothing takes nothing off.
  if (couponDiscountCents(coupon) !== 0 || !shipping) return { kind: 'discount' };
  const rates = (shipping.availableShippingMethods ?? []).flatMap((method) => method?.rates ?? []);
  const chosen = (shipping.chosenShippingMethods ?? []).filter(Boolean);
  if (chosen.some(isFreeShippingRate)) return { kind: 'freeShipping' };
  if (rates.some((rate) => isFreeShippingRate(rate?.id))) return { kind: 'chooseFreeShipping' };
  if (!aboutFreeShipping(coupon)) return { kind: 'nothing' };
  return rates.length === 0 ? { kind: 'enterAddress' } : { kind: 'noFreeShippingHere' };
}
