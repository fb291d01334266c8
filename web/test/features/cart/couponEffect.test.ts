import { describe, expect, it } from 'vitest';
import { couponEffect } from '../../../src/features/cart/couponEffect.ts';

const freeship = {
  code: 'freeship',
  description: 'Free shipping on your order',
  discountAmount: '€0.00',
  rawDiscountAmount: '0.00',
  rawDiscountTax: '0.00',
};
const rates = (...ids: string[]) => [{ rates: ids.map((id) => ({ id, cost: '0', label: id })) }];

describe('what an applied coupon does to the cart', () => {
  it('a coupon that takes something off shows its discount', () => {
    const welcome = { ...freeship, code: 'welcome10', description: null, rawDiscountAmount: '2.43' };
    expect(
      couponEffect(welcome, { availableShippingMethods: rates('flat_rate:1'), chosenShippingMethods: [] }),
    ).toEqual({
      kind: 'discount',
    });
  });

  it('FREESHIP with the free rate chosen is free shipping, not "−€0.00"', () => {
    expect(
      couponEffect(freeship, {
        availableShippingMethods: rates('flat_rate:1', 'free_shipping:2'),
        chosenShippingMethods: ['free_shipping:2'],
      }),
    ).toEqual({ kind: 'freeShipping' });
  });

  it('FREESHIP while a charged rate is chosen says to choose the free one', () => {
    expect(
      couponEffect(freeship, {
        availableShippingMethods: rates('flat_rate:1', 'free_shipping:2'),
        chosenShippingMethods: ['flat_rate:1'],
      }),
    ).toEqual({ kind: 'chooseFreeShipping' });
  });

  it("FREESHIP where the destination's rates have no free shipping says it does not apply there", () => {
    expect(
      couponEffect(freeship, {
        availableShippingMethods: rates('flat_rate:7'),
        chosenShippingMethods: ['flat_rate:7'],
      }),
    ).toEqual({ kind: 'noFreeShippingHere' });
    expect(couponEffect(freeship, { availableShippingMethods: [], chosenShippingMethods: [] })).toEqual({
      kind: 'enterAddress',
    });
  });

  it('another coupon that takes nothing off says so, without talking about shipping', () => {
    const other = { ...freeship, code: 'nails5', description: '5 € off' };
    expect(
      couponEffect(other, {
        availableShippingMethods: rates('flat_rate:1'),
        chosenShippingMethods: ['flat_rate:1'],
      }),
    ).toEqual({ kind: 'nothing' });
  });

  it('reads the discount in cents as commerce rounds it: half a cent is a cent off, less is nothing', () => {
    const shipping = {
      availableShippingMethods: rates('flat_rate:1', 'free_shipping:2'),
      chosenShippingMethods: ['free_shipping:2'],
    };
    const halfCent = { ...freeship, rawDiscountAmount: '0.005', rawDiscountTax: '0.00' };
    expect(couponEffect(halfCent, shipping)).toEqual({ kind: 'discount' });
    // Shown beside the code as €0.00, so it is read as the free shipping coupon it is.
    const underHalf = { ...freeship, rawDiscountAmount: '0.004', rawDiscountTax: '0.00' };
    expect(couponEffect(underHalf, shipping)).toEqual({ kind: 'freeShipping' });
  });
});
