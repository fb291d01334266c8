import { moneyToShow } from '@nails/schema/money-display.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { centsOf, centsOfSum, formatCents } from './cents.ts';

/**
 * The one place the storefront turns a commerce back end's raw amounts into the figures a shopper
 * reads: prices shown with VAT (behaviour §9, an EU shop), whatever the shop's own tax settings.
 *
 * WooCommerce answers, for a shop whose prices include VAT (checked on WooCommerce 10 with
 * WooGraphQL 1.0.2; root README "Running on real WooCommerce"): `subtotal`, `discountTotal`,
 * `shippingTotal` and a coupon's `discountAmount` WITHOUT VAT, their VAT in `subtotalTax`,
 * `discountTax` and `shippingTax`; `total` with VAT and `totalTax` the VAT in it; raw amounts are
 * not rounded ("2.33613445"); a rate's `cost` is VAT included. So every figure shown is an amount
 * plus its tax, added in cents and formatted here in the shopper's language (`i18n/format.ts`); the
 * formatted strings the back end offers are never shown for these. Amounts become integer cents by the back end's rounding rule (`cents.ts`).
 */

/** Cents from a raw amount ("2.33613445" → 234, "1.005" → 101); a formatted one ("€5.83") is read too. */
export const cents = centsOf;

/** The sum of raw amounts in cents: each amount is rounded to the cent first, as WooCommerce shows it. */
export const withTax = (...raw: (string | null | undefined)[]): number =>
  raw.reduce((sum, amount) => sum + cents(amount), 0);

/**
 * An amount and its VAT added before rounding ("10.84033613" + "2.05966387" → 1290): a line's
 * price × quantity comes back whole, where rounding each half first could be a cent off.
 */
const grossOf = (amount: string | null | undefined, tax: string | null | undefined): number =>
  centsOfSum(amount, tax);

/** Cents as the shopper's language prints money. */
export const showCents = formatCents;

/** The raw amounts of a cart the figures are computed from (cartState's `raw…` aliases). */
export interface RawCartAmounts {
  rawSubtotal?: string | null;
  rawSubtotalTax?: string | null;
  rawDiscountTotal?: string | null;
  rawDiscountTax?: string | null;
  rawShippingTotal?: string | null;
  rawShippingTax?: string | null;
  rawTotal?: string | null;
  rawTotalTax?: string | null;
  /** What gift cards pay, raw or formatted ("€25.00"); absent where the shop has no gift cards. */
  giftCardTotal?: string | null;
  /** Each line before discounts: its amount without VAT and that VAT. */
  contents?: {
    readonly nodes: readonly { rawSubtotal?: string | null; rawSubtotalTax?: string | null }[];
  } | null;
}

export interface CartFigures {
  /** Each line before discounts, VAT included; they add up to the subtotal. */
  lines: string[];
  /** The goods before discounts, VAT included. */
  subtotal: string;
  /** The discounts, VAT included; undefined when there is none. */
  discount: string | undefined;
  /** Shipping, VAT included. */
  shipping: string;
  /** What gift cards pay; undefined when none does. */
  giftCards: string | undefined;
  total: string;
  /** The VAT contained in the total; undefined when there is none. */
  vat: string | undefined;
}

interface Amounts {
  lines: number[];
  discount: number;
  shipping: number;
  giftCards: number;
  total: number;
  vat: number;
}

/**
 * The one display rule (`@nails/schema/money-display.ts`, shared with the commerce's order mail):
 * lines before discounts adding up to the subtotal, and subtotal − discount + shipping − gift
 * cards = total to the cent, the back end's rounding remainder given to the discount.
 */
function figuresOf(amounts: Amounts, locale: LocaleCode): CartFigures {
  const shown = moneyToShow({ ...amounts, coupons: [] });
  const show = (cents: number) => showCents(cents, locale);
  return {
    lines: shown.lines.map(show),
    subtotal: show(shown.subtotal),
    discount: shown.discount > 0 ? show(shown.discount) : undefined,
    shipping: show(shown.shipping),
    giftCards: shown.giftCards > 0 ? show(shown.giftCards) : undefined,
    total: show(shown.total),
    vat: amounts.vat > 0 ? show(amounts.vat) : undefined,
  };
}

/** A cart's amounts in cents, VAT included, as the back end answers them. */
function cartAmounts(cart: RawCartAmounts): Amounts {
  const lines = (cart.contents?.nodes ?? []).map((line) => grossOf(line.rawSubtotal, line.rawSubtotalTax));
  return {
    // A cart read without its lines (an older document) still shows its subtotal.
    lines: lines.length > 0 ? lines : [grossOf(cart.rawSubtotal, cart.rawSubtotalTax)],
    discount: grossOf(cart.rawDiscountTotal, cart.rawDiscountTax),
    shipping: grossOf(cart.rawShippingTotal, cart.rawShippingTax),
    giftCards: cents(cart.giftCardTotal),
    total: cents(cart.rawTotal),
    vat: cents(cart.rawTotalTax),
  };
}

/** What the cart, the drawer and the checkout show as lines and totals (behaviour §3 cart totals). */
export function cartFigures(cart: RawCartAmounts, locale: LocaleCode): CartFigures {
  return figuresOf(cartAmounts(cart), locale);
}

/** The figures `cartFigures` shows, in cents: for what is computed from them (the free-shipping hint). */
export function cartCents(cart: RawCartAmounts): { subtotal: number; discount: number } {
  const shown = moneyToShow({ ...cartAmounts(cart), coupons: [] });
  return { subtotal: shown.subtotal, discount: shown.discount };
}

/** The cart's total in cents, what is left for the payment method: the amount a card is charged. */
export const amountToPay = (cart: Pick<RawCartAmounts, 'rawTotal'>): number => cents(cart.rawTotal);

interface RawCouponAmounts {
  rawDiscountAmount?: string | null;
  rawDiscountTax?: string | null;
}

/** A coupon's discount in cents, as shown beside its code: the amount and its VAT. */
export const couponDiscountCents = (coupon: RawCouponAmounts): number =>
  withTax(coupon.rawDiscountAmount, coupon.rawDiscountTax);

/** A coupon's discount as shown beside its code. */
export const couponDiscount = (coupon: RawCouponAmounts, locale: LocaleCode): string =>
  showCents(couponDiscountCents(coupon), locale);

/** A coupon code as the shop prints it: WooCommerce keeps codes lower case, the shopper typed them upper case. */
export const couponCode = (code: string): string => code.toUpperCase();

/** A shipping rate's cost, VAT included (WooGraphQL's `cost`, raw or formatted). */
export const rateCost = (cost: string | null | undefined, locale: LocaleCode): string =>
  showCents(cents(cost), locale);

/** The raw amounts of an order (OrderDetails' `raw…` aliases); WooCommerce's Order has no subtotal tax, its lines do. */
export interface RawOrderAmounts {
  rawDiscountTotal?: string | null;
  rawDiscountTax?: string | null;
  rawShippingTotal?: string | null;
  rawShippingTax?: string | null;
  rawTotal?: string | null;
  rawTotalTax?: string | null;
  /** What each gift card paid, raw or formatted ("€25.00"). */
  giftCards?: readonly ({ amount?: string | null } | null | undefined)[] | null;
  lines: readonly { rawSubtotal?: string | null; rawSubtotalTax?: string | null }[];
}

/** What the order-received page and an account's order show: each line before discounts and every total, VAT included. */
export function orderFigures(order: RawOrderAmounts, locale: LocaleCode): CartFigures {
  return figuresOf(
    {
      lines: order.lines.map((line) => grossOf(line.rawSubtotal, line.rawSubtotalTax)),
      discount: grossOf(order.rawDiscountTotal, order.rawDiscountTax),
      shipping: grossOf(order.rawShippingTotal, order.rawShippingTax),
      giftCards: (order.giftCards ?? []).reduce((sum, card) => sum + cents(card?.amount), 0),
      total: cents(order.rawTotal),
      vat: cents(order.rawTotalTax),
    },
    locale,
  );
}
