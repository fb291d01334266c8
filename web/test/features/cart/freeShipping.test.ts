import { describe, expect, it } from 'vitest';
import { freeShippingProgress } from '../../../src/features/cart/freeShipping.ts';
import { trapGiftCard, trapLines, trapTotals } from '../../support/float-trap-money.ts';

// Raw amounts as WooCommerce answers them for a German cart (prices include 19% VAT): amounts
// without VAT, their VAT beside them (root README "Money").
const line = (gross: number) => ({
  rawSubtotal: (gross / 1.19).toFixed(8),
  rawSubtotalTax: (gross - gross / 1.19).toFixed(8),
});

const cart = (lines: number[], extra: Record<string, string> = {}) => ({
  contents: { nodes: lines.map(line) },
  ...extra,
});

describe('how far a cart is from free shipping', () => {
  it('counts the goods with VAT: €27.80 of goods is €22.20 away from €50', () => {
    expect(freeShippingProgress(cart([13.9, 13.9]), '50.00')).toEqual({
      state: 'away',
      missing: 2220,
      counted: 2780,
      threshold: 5000,
    });
  });

  it('counts them after the discount, as WooCommerce’s free shipping does: WELCOME10 on €27.80 leaves €25.02', () => {
    const discounted = cart([13.9, 13.9], { rawDiscountTotal: '2.33613445', rawDiscountTax: '0.44386555' });
    expect(freeShippingProgress(discounted, '50.00')).toMatchObject({
      state: 'away',
      counted: 2502,
      missing: 2498,
    });
  });

  it('does not count shipping or what gift cards pay', () => {
    const withShipping = cart([13.9, 13.9], {
      rawShippingTotal: '4.15966387',
      rawShippingTax: '0.79033613',
      giftCardTotal: '25.00',
    });
    expect(freeShippingProgress(withShipping, '50.00')).toMatchObject({ state: 'away', missing: 2220 });
  });

  it('is unlocked from the threshold on, to the cent', () => {
    expect(freeShippingProgress(cart([25, 25]), '50.00')).toEqual({
      state: 'unlocked',
      counted: 5000,
      threshold: 5000,
    });
    expect(freeShippingProgress(cart([25, 24.99]), '50.00')).toMatchObject({ state: 'away', missing: 1 });
  });

  it('is locked again when a discount takes the goods back under the threshold', () => {
    const discounted = cart([30, 25], { rawDiscountTotal: '4.62184874', rawDiscountTax: '0.87815126' });
    expect(freeShippingProgress(discounted, '50.00')).toMatchObject({
      state: 'away',
      counted: 4950,
      missing: 50,
    });
  });

  it('says nothing when the shop has no threshold', () => {
    expect(freeShippingProgress(cart([13.9]), null)).toBeUndefined();
    expect(freeShippingProgress(cart([13.9]), '')).toBeUndefined();
    expect(freeShippingProgress(cart([13.9]), '0')).toBeUndefined();
  });

  it('counts lines of 1.005, 0.285 and 10.075 as commerce rounds them: €11.38, €0.62 from €12', () => {
    const lines = { contents: { nodes: trapLines.slice(0, 3) } };
    expect(freeShippingProgress(lines, '12.00')).toEqual({
      state: 'away',
      missing: 62,
      counted: 1138,
      threshold: 1200,
    });
    // €1,000.39 of goods less the €0.29 discount reach €1,000.10 to the cent; the gift card is a payment.
    const whole = { ...trapTotals, giftCardTotal: trapGiftCard, contents: { nodes: trapLines } };
    expect(freeShippingProgress(whole, '1,000.10')).toMatchObject({ state: 'unlocked', counted: 100010 });
  });
});
