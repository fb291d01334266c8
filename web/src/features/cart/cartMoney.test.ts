import { describe, expect, it } from 'vitest';
import { cartFigures, cents, couponCode, couponDiscount, orderFigures, rateCost } from './cartMoney.ts';

// The raw answer of a real WooCommerce 10.0.2 + WooGraphQL 1.0.2 (prices entered incl. 19 % VAT)
// for rose quartz €12.90 + a €14.90 variation, WELCOME10 and the flat rate to Germany (4.90 net).
const realCart = {
  rawSubtotal: '23.36',
  rawSubtotalTax: '4.44',
  rawDiscountTotal: '2.33613445',
  rawDiscountTax: '0.44386555',
  rawShippingTotal: '4.9',
  rawShippingTax: '0.93',
  rawTotal: '30.85',
  rawTotalTax: '4.92',
};

describe('cart money shown with VAT from raw amounts', () => {
  it("shows a real WooCommerce cart's figures incl. VAT, and they add up to its total", () => {
    const figures = cartFigures(realCart);
    expect(figures).toEqual({
      subtotal: '€27.80',
      discount: '€2.78',
      shipping: '€5.83',
      total: '€30.85',
      vat: '€4.92',
    });
    const amount = (text: string | undefined) => cents(text);
    expect(amount(figures.subtotal) - amount(figures.discount) + amount(figures.shipping)).toBe(
      amount(figures.total),
    );
  });

  it('leaves out a discount and VAT that are zero', () => {
    const figures = cartFigures({
      ...realCart,
      rawDiscountTotal: '0',
      rawDiscountTax: '0',
      rawTotalTax: '0',
    });
    expect(figures.discount).toBeUndefined();
    expect(figures.vat).toBeUndefined();
  });

  it('shows a rate cost from a raw or a formatted answer, never €0.00 for a real cost', () => {
    expect(rateCost('5.831')).toBe('€5.83');
    expect(rateCost('€5.83')).toBe('€5.83');
    expect(rateCost('0')).toBe('€0.00');
    expect(rateCost(null)).toBe('€0.00');
  });

  it('shows a coupon with its VAT and in capitals, as the shopper typed it', () => {
    expect(couponCode('welcome10')).toBe('WELCOME10');
    expect(couponDiscount({ rawDiscountAmount: '2.34', rawDiscountTax: '0.44' })).toBe('€2.78');
  });

  it('rounds each raw amount to the cent as WooCommerce prints it', () => {
    expect(cents('2.33613445')).toBe(234);
    expect(cents('10.84033613')).toBe(1084);
    expect(cents('')).toBe(0);
  });
});

describe('order money shown with VAT from raw amounts', () => {
  it("shows a real WooCommerce order's lines and totals incl. VAT, adding up to its total", () => {
    // Order #55 of the real stack, read as admin: the cart above, placed with cash on delivery.
    const figures = orderFigures({
      rawDiscountTotal: '2.336134',
      rawDiscountTax: '0.443866',
      rawShippingTotal: '4.9',
      rawShippingTax: '0.93',
      rawTotal: '30.85',
      rawTotalTax: '4.92',
      lines: [
        { rawSubtotal: '10.84', rawSubtotalTax: '2.06' },
        { rawSubtotal: '12.52', rawSubtotalTax: '2.38' },
      ],
    });
    expect(figures).toEqual({
      lines: ['€12.90', '€14.90'],
      subtotal: '€27.80',
      discount: '€2.78',
      shipping: '€5.83',
      total: '€30.85',
      vat: '€4.92',
    });
  });
});
