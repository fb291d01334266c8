import { applyDiscounts, type Coupon } from './coupons.ts';
import {
  availableRates,
  chooseRate,
  matchZone,
  type Destination,
  type ShippingRate,
  type ShippingZone,
} from './shipping.ts';
import { includedTax, vatRate } from './tax.ts';

export interface PricedLine {
  key: string;
  /** Unit price in cents, tax included. */
  unitPrice: number;
  quantity: number;
  needsShipping: boolean;
  /**
   * A gift card: a multi-purpose voucher, sold without VAT and never discounted by a coupon
   * (package README, "Gift cards"). Its line answers as WooCommerce's does for a product with tax
   * status "none" that a coupon excludes: no tax, no discount.
   */
  voucher?: boolean;
}

/**
 * A cart line's amounts as WooGraphQL's CartItem answers them for a shop whose prices include VAT:
 * `subtotal` is the line before discounts WITHOUT its VAT (`line_subtotal`), `subtotalTax` that
 * VAT; `total` is the line after discounts WITH its VAT (WooGraphQL adds `line_tax` to
 * `line_total`), `tax` the VAT it holds.
 */
export interface LineTotals {
  key: string;
  subtotal: number;
  subtotalTax: number;
  total: number;
  tax: number;
}

/**
 * The cart's amounts with WooCommerce's own meaning (checked against a real WooCommerce 10 with
 * prices entered incl. VAT, tests/woocommerce): `subtotal`, `discountTotal` and `shippingTotal`
 * are WITHOUT VAT, their VAT is in `subtotalTax`, `discountTax` and `shippingTax`; `total` is
 * what the shopper pays, VAT included, and `totalTax` the VAT it holds. A storefront showing
 * prices incl. VAT adds each amount and its tax (web/src/lib/cartMoney.ts).
 */
export interface CartTotals {
  lines: LineTotals[];
  subtotal: number;
  subtotalTax: number;
  /** The goods after discounts, VAT included (WooGraphQL's `contentsTotal` is before them). */
  contentsTax: number;
  discountTotal: number;
  discountTax: number;
  shippingTotal: number;
  shippingTax: number;
  totalTax: number;
  /** What the payment method charges: after coupons and shipping, and after gift cards in the cart view. */
  total: number;
  /** Paid by gift cards (set by the cart view, which knows the balances; 0 here). */
  giftCardTotal: number;
  /** Per coupon, as WooCommerce keeps them: the discount without VAT and its VAT. */
  coupons: { code: string; discount: number; discountTax: number }[];
  needsShipping: boolean;
  /** Rate costs VAT included, as WooGraphQL's `ShippingRate.cost` shows them where the cart shows prices incl. VAT. */
  rates: ShippingRate[];
  chosenRate: ShippingRate | undefined;
  taxRate: number;
  /** The goods before discounts with their VAT: what coupon minimums are checked against, as WooCommerce does. */
  grossSubtotal: number;
  /** A line a coupon may discount is in the cart (not only gift cards). */
  hasDiscountableLine: boolean;
}

/**
 * Everything the cart and the order show, from the lines, coupons and destination. Pure and in
 * integer cents, so the cart page and the order placed from it always agree to the cent. Prices
 * and rate costs are stored VAT included (package README, tax rule); the VAT is taken out of
 * each amount once, rounded half up per line as WooCommerce does without "round at subtotal".
 */
export function computeTotals(input: {
  lines: PricedLine[];
  coupons: Coupon[];
  zones: ShippingZone[];
  destination: Destination;
  chosenMethod: string | undefined;
}): CartTotals {
  const { lines, coupons } = input;
  const taxRate = vatRate(input.destination.country);
  const grossLines = lines.map((line) => line.unitPrice * line.quantity);
  const { perCoupon, lineTotals } = applyDiscounts(
    lines.map((line, i) => ({ amount: grossLines[i] ?? 0, quantity: line.quantity, excluded: line.voucher })),
    coupons,
  );
  const goods = sum(lineTotals);
  const needsShipping = lines.some((line) => line.needsShipping);
  const rates = needsShipping
    ? availableRates(matchZone(input.zones, input.destination), {
        discountedSubtotal: goods,
        freeShippingCoupon: coupons.some((coupon) => coupon.freeShipping),
      })
    : [];
  const chosenRate = needsShipping ? chooseRate(rates, input.chosenMethod) : undefined;
  const shippingGross = chosenRate?.cost ?? 0;
  const shippingTax = includedTax(shippingGross, taxRate);
  const lineRate = (i: number) => (lines[i]?.voucher ? 0 : taxRate);
  const subtotalTaxes = grossLines.map((gross, i) => includedTax(gross, lineRate(i)));
  const lineTaxes = lineTotals.map((total, i) => includedTax(total, lineRate(i)));
  // Coupons never discount a voucher line, so every discounted cent was taxed at the cart's rate.
  const couponTaxes = perCoupon.map((discount) => includedTax(discount, taxRate));
  const discountTax = sum(couponTaxes);
  const contentsTax = sum(lineTaxes);
  return {
    lines: lines.map((line, i) => ({
      key: line.key,
      subtotal: (grossLines[i] ?? 0) - (subtotalTaxes[i] ?? 0),
      subtotalTax: subtotalTaxes[i] ?? 0,
      total: lineTotals[i] ?? 0,
      tax: lineTaxes[i] ?? 0,
    })),
    subtotal: sum(grossLines) - sum(subtotalTaxes),
    subtotalTax: sum(subtotalTaxes),
    contentsTax,
    discountTotal: sum(perCoupon) - discountTax,
    discountTax,
    shippingTotal: shippingGross - shippingTax,
    shippingTax,
    totalTax: contentsTax + shippingTax,
    total: goods + shippingGross,
    giftCardTotal: 0,
    coupons: coupons.map((coupon, i) => ({
      code: coupon.code,
      discount: (perCoupon[i] ?? 0) - (couponTaxes[i] ?? 0),
      discountTax: couponTaxes[i] ?? 0,
    })),
    needsShipping,
    rates,
    chosenRate,
    taxRate,
    grossSubtotal: sum(grossLines),
    hasDiscountableLine: lines.some((line) => !line.voucher),
  };
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
