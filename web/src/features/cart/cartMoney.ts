import { formatMoney } from '../../i18n/format.ts';

/**
 * The one place the storefront turns a commerce back end's raw amounts into the figures a shopper
 * reads: prices shown with VAT (spec §9, an EU shop), whatever the shop's own tax settings.
 *
 * WooCommerce answers, for a shop whose prices include VAT (checked on WooCommerce 10 with
 * WooGraphQL 1.0.2; root README "Running on real WooCommerce"): `subtotal`, `discountTotal`,
 * `shippingTotal` and a coupon's `discountAmount` WITHOUT VAT, their VAT in `subtotalTax`,
 * `discountTax` and `shippingTax`; `total` with VAT and `totalTax` the VAT in it; raw amounts are
 * not rounded ("2.33613445"); a rate's `cost` is VAT included. So every figure shown is an amount
 * plus its tax, added in cents and formatted here; the formatted strings the back end offers are
 * never shown for these.
 */

/** Cents from a raw amount ("2.33613445" → 234, "5.831" → 583); a formatted one ("€5.83") is read too. */
export function cents(raw: string | null | undefined): number {
  if (!raw) return 0;
  const amount = Number.parseFloat(raw.replace(/[^\d.-]/g, ''));
  return Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

/** The sum of raw amounts, formatted: each amount is rounded to the cent first, as WooCommerce shows it. */
export const withTax = (...raw: (string | null | undefined)[]): number =>
  raw.reduce((sum, amount) => sum + cents(amount), 0);

export const showCents = (amount: number): string => formatMoney(amount / 100);

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
}

export interface CartFigures {
  /** The goods before discounts, VAT included. */
  subtotal: string;
  /** The discounts, VAT included; undefined when there is none. */
  discount: string | undefined;
  /** Shipping, VAT included. */
  shipping: string;
  total: string;
  /** The VAT contained in the total; undefined when there is none. */
  vat: string | undefined;
}

/** What the cart, the drawer and the checkout show as totals (spec §3 cart totals). */
export function cartFigures(cart: RawCartAmounts): CartFigures {
  const discount = withTax(cart.rawDiscountTotal, cart.rawDiscountTax);
  const vat = cents(cart.rawTotalTax);
  return {
    subtotal: showCents(withTax(cart.rawSubtotal, cart.rawSubtotalTax)),
    discount: discount > 0 ? showCents(discount) : undefined,
    shipping: showCents(withTax(cart.rawShippingTotal, cart.rawShippingTax)),
    total: showCents(cents(cart.rawTotal)),
    vat: vat > 0 ? showCents(vat) : undefined,
  };
}

/** A coupon's discount as shown beside its code: the amount and its VAT. */
export const couponDiscount = (coupon: {
  rawDiscountAmount?: string | null;
  rawDiscountTax?: string | null;
}): string => showCents(withTax(coupon.rawDiscountAmount, coupon.rawDiscountTax));

/** A coupon code as the shop prints it: WooCommerce keeps codes lower case, the shopper typed them upper case. */
export const couponCode = (code: string): string => code.toUpperCase();

/** A shipping rate's cost, VAT included (WooGraphQL's `cost`, raw or formatted). */
export const rateCost = (cost: string | null | undefined): string => showCents(cents(cost));

/** The raw amounts of an order (OrderDetails' `raw…` aliases); WooCommerce's Order has no subtotal tax, its lines do. */
export interface RawOrderAmounts {
  rawDiscountTotal?: string | null;
  rawDiscountTax?: string | null;
  rawShippingTotal?: string | null;
  rawShippingTax?: string | null;
  rawTotal?: string | null;
  rawTotalTax?: string | null;
  lines: readonly { rawSubtotal?: string | null; rawSubtotalTax?: string | null }[];
}

/** What the order-received page and an account's order show: each line before discounts and every total, VAT included. */
export function orderFigures(order: RawOrderAmounts): CartFigures & { lines: string[] } {
  const lines = order.lines.map((line) => withTax(line.rawSubtotal, line.rawSubtotalTax));
  const discount = withTax(order.rawDiscountTotal, order.rawDiscountTax);
  const vat = cents(order.rawTotalTax);
  return {
    lines: lines.map(showCents),
    subtotal: showCents(lines.reduce((sum, line) => sum + line, 0)),
    discount: discount > 0 ? showCents(discount) : undefined,
    shipping: showCents(withTax(order.rawShippingTotal, order.rawShippingTax)),
    total: showCents(cents(order.rawTotal)),
    vat: vat > 0 ? showCents(vat) : undefined,
  };
}
