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
}

export interface LineTotals {
  key: string;
  subtotal: number;
  subtotalTax: number;
  total: number;
  tax: number;
}

export interface CartTotals {
  lines: LineTotals[];
  subtotal: number;
  discountTotal: number;
  discountTax: number;
  shippingTotal: number;
  shippingTax: number;
  totalTax: number;
  /** What the payment method charges: after coupons and shipping, and after gift cards in the cart view. */
  total: number;
  /** Paid by gift cards (set by the cart view, which knows the balances; 0 here). */
  giftCardTotal: number;
  coupons: { code: string; discount: number; discountTax: number }[];
  needsShipping: boolean;
  rates: ShippingRate[];
  chosenRate: ShippingRate | undefined;
  taxRate: number;
}

/**
 * Everything the cart and the order show, from the lines, coupons and destination. Pure and in
 * integer cents, so the cart page and the order placed from it always agree to the cent.
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
  const subtotals = lines.map((line) => line.unitPrice * line.quantity);
  const { perCoupon, lineTotals } = applyDiscounts(
    lines.map((line, i) => ({ amount: subtotals[i] ?? 0, quantity: line.quantity })),
    coupons,
  );
  const subtotal = sum(subtotals);
  const goods = sum(lineTotals);
  const needsShipping = lines.some((line) => line.needsShipping);
  const rates = needsShipping
    ? availableRates(matchZone(input.zones, input.destination), {
        discountedSubtotal: goods,
        freeShippingCoupon: coupons.some((coupon) => coupon.freeShipping),
      })
    : [];
  const chosenRate = needsShipping ? chooseRate(rates, input.chosenMethod) : undefined;
  const shippingTotal = chosenRate?.cost ?? 0;
  const shippingTax = includedTax(shippingTotal, taxRate);
  const lineTaxes = lineTotals.map((total) => includedTax(total, taxRate));
  const couponTaxes = perCoupon.map((discount) => includedTax(discount, taxRate));
  return {
    lines: lines.map((line, i) => ({
      key: line.key,
      subtotal: subtotals[i] ?? 0,
      subtotalTax: includedTax(subtotals[i] ?? 0, taxRate),
      total: lineTotals[i] ?? 0,
      tax: lineTaxes[i] ?? 0,
    })),
    subtotal,
    discountTotal: sum(perCoupon),
    discountTax: sum(couponTaxes),
    shippingTotal,
    shippingTax,
    totalTax: sum(lineTaxes) + shippingTax,
    total: goods + shippingTotal,
    giftCardTotal: 0,
    coupons: coupons.map((coupon, i) => ({
      code: coupon.code,
      discount: perCoupon[i] ?? 0,
      discountTax: couponTaxes[i] ?? 0,
    })),
    needsShipping,
    rates,
    chosenRate,
    taxRate,
  };
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
