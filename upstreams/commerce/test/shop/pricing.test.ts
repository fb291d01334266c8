import { describe, expect, it } from 'vitest';
import { allocate, formatAmount, money, rawAmount, toCents } from '../../src/money.ts';
import { assertCouponApplies, CouponError, type Coupon } from '../../src/shop/pricing/coupons.ts';
import { computeTotals } from '../../src/shop/pricing/totals.ts';
import type { ShippingZone } from '../../src/shop/pricing/shipping.ts';
import { includedTax } from '../../src/shop/pricing/tax.ts';

const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 1,
  code: 'c',
  description: '',
  discountType: 'percent',
  amount: 10,
  freeShipping: false,
  expiresAt: null,
  usageLimit: null,
  usageCount: 0,
  usageLimitPerUser: null,
  minimumAmount: null,
  maximumAmount: null,
  individualUse: false,
  emailRestrictions: null,
  ...over,
});

const zones: ShippingZone[] = [
  {
    id: 1,
    name: 'Germany',
    order: 0,
    locations: ['DE'],
    methods: [
      {
        instanceId: 1,
        type: 'flat_rate',
        title: 'Flat rate',
        cost: 495,
        minAmount: null,
        requiresCoupon: false,
      },
      {
        instanceId: 2,
        type: 'free_shipping',
        title: 'Free shipping',
        cost: 0,
        minAmount: 5000,
        requiresCoupon: false,
      },
      {
        instanceId: 3,
        type: 'local_pickup',
        title: 'Local pickup',
        cost: 0,
        minAmount: null,
        requiresCoupon: false,
      },
    ],
  },
  {
    id: 2,
    name: 'Rest of the world',
    order: 9,
    locations: [],
    methods: [
      {
        instanceId: 4,
        type: 'flat_rate',
        title: 'International',
        cost: 1500,
        minAmount: null,
        requiresCoupon: false,
      },
    ],
  },
];

describe('money', () => {
  it('parses, prints and formats amounts exactly', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('0.105')).toBe(11);
    expect(toCents(12.5)).toBe(1250);
    expect(rawAmount(1999)).toBe('19.99');
    expect(formatAmount(123450)).toBe('€1,234.50');
    expect(money(5, 'RAW')).toBe('0.05');
  });

  it('splits an amount over weights without losing a cent', () => {
    const parts = allocate(1000, [1, 1, 1]);
    expect(parts.reduce((a, b) => a + b)).toBe(1000);
    expect(parts).toEqual([334, 333, 333]);
  });
});

describe('coupon rules', () => {
  const check = {
    now: Date.now(),
    subtotal: 2000,
    alreadyApplied: [],
    usesByCustomer: 0,
    hasDiscountableLine: true,
  };
  it('names why a coupon is refused', () => {
    expect(() => assertCouponApplies('nope', undefined, check)).toThrow('Coupon "nope" does not exist!');
    expect(() => assertCouponApplies('x', coupon({ expiresAt: Date.now() - 1000 }), check)).toThrow(
      'This coupon has expired.',
    );
    expect(() => assertCouponApplies('x', coupon({ usageLimit: 1, usageCount: 1 }), check)).toThrow(
      CouponError,
    );
    expect(() => assertCouponApplies('x', coupon({ minimumAmount: 3000 }), check)).toThrow(
      'The minimum spend for this coupon is €30.00.',
    );
  });

  it('refuses a percent or fixed-product coupon on a cart of gift cards only, as WooCommerce does', () => {
    const vouchersOnly = { ...check, hasDiscountableLine: false };
    expect(() => assertCouponApplies('welcome10', coupon({ code: 'welcome10' }), vouchersOnly)).toThrow(
      'Sorry, coupon "welcome10" is not applicable to selected products.',
    );
    expect(() =>
      assertCouponApplies('x', coupon({ discountType: 'fixed_product', amount: 100 }), vouchersOnly),
    ).toThrow('Sorry, coupon "c" is not applicable to selected products.');
    // A fixed-cart coupon is accepted and discounts nothing (WooCommerce checks only product coupons).
    expect(() =>
      assertCouponApplies('x', coupon({ discountType: 'fixed_cart', amount: 500 }), vouchersOnly),
    ).not.toThrow();
  });

  it('keeps a code with allowed emails to orders billed to them, and asks for the address when none is known', () => {
    const hers = coupon({ code: 'welcome-abcd2345', emailRestrictions: ['ada@example.com'] });
    expect(() => assertCouponApplies('x', hers, { ...check, email: 'bob@example.com' })).toThrow(
      'Sorry, it seems the coupon "welcome-abcd2345" is not yours.',
    );
    expect(() => assertCouponApplies('x', hers, { ...check, email: ' Ada@Example.com ' })).not.toThrow();
    expect(() => assertCouponApplies('x', hers, { ...check, email: null })).toThrow(
      'Please enter a valid email at checkout to use coupon code "welcome-abcd2345".',
    );
  });
});

describe('gift cards are vouchers: no VAT at sale, no coupon on them', () => {
  const card = { key: 'card', unitPrice: 2500, quantity: 1, needsShipping: false, voucher: true };
  const rose = { key: 'rose', unitPrice: 1290, quantity: 1, needsShipping: true };
  const totalsFor = (lines: (typeof card | typeof rose)[], coupons: Coupon[]) =>
    computeTotals({ lines, coupons, zones, destination: { country: 'DE' }, chosenMethod: undefined });

  it('keeps a €25 card at €25 with no VAT under WELCOME10, which discounts only the nails', () => {
    const totals = totalsFor([card, rose], [coupon({ amount: 10 })]);
    const [cardLine, roseLine] = totals.lines;
    expect(cardLine).toEqual({ key: 'card', subtotal: 2500, subtotalTax: 0, total: 2500, tax: 0 });
    expect(roseLine!.total).toBe(1290 - 129);
    expect(roseLine!.tax).toBe(includedTax(1161, 19));
    expect(totals.discountTotal + totals.discountTax).toBe(129);
    expect(totals.subtotalTax).toBe(includedTax(1290, 19));
    expect(totals.total).toBe(2500 + 1161 + 495);
    expect(totals.totalTax).toBe(includedTax(1161, 19) + includedTax(495, 19));
    expect(totals.hasDiscountableLine).toBe(true);
  });

  it('spreads a fixed-cart coupon over the other lines only, and a cart of cards only over nothing', () => {
    const tenOff = coupon({ discountType: 'fixed_cart', amount: 1000 });
    const mixed = totalsFor([card, rose], [tenOff]);
    expect(mixed.lines.map((line) => line.total)).toEqual([2500, 290]);
    const cardsOnly = totalsFor([card], [tenOff]);
    expect(cardsOnly.lines[0]!.total).toBe(2500);
    expect(cardsOnly.discountTotal + cardsOnly.discountTax).toBe(0);
    expect(cardsOnly.totalTax).toBe(0);
    expect(cardsOnly.hasDiscountableLine).toBe(false);
  });
});

describe('cart totals', () => {
  const lines = [
    { key: 'a', unitPrice: 1299, quantity: 2, needsShipping: true },
    { key: 'b', unitPrice: 799, quantity: 1, needsShipping: true },
  ];

  it('adds lines, a percent coupon, flat-rate shipping and reports the VAT included', () => {
    const totals = computeTotals({
      lines,
      coupons: [coupon({ amount: 10 })],
      zones,
      destination: { country: 'DE' },
      chosenMethod: undefined,
    });
    // WooCommerce's meaning: amounts without VAT, their VAT beside them, the total with it.
    expect(totals.subtotal + totals.subtotalTax).toBe(3397);
    expect(totals.subtotalTax).toBe(includedTax(2598, 19) + includedTax(799, 19));
    expect(totals.discountTotal + totals.discountTax).toBe(260 + 80);
    expect(totals.shippingTotal + totals.shippingTax).toBe(495);
    expect(totals.shippingTax).toBe(includedTax(495, 19));
    expect(totals.total).toBe(3397 - 340 + 495);
    expect(totals.totalTax).toBe(totals.lines.reduce((a, l) => a + l.tax, 0) + includedTax(495, 19));
  });

  it("answers a real WooCommerce's figures for the same cart (prices incl. 19 % VAT, WELCOME10, flat rate to DE)", () => {
    // Measured on WooCommerce 10.0.2 + WooGraphQL 1.0.2 (the WooCommerce test stack of tests/README.md, seeded shop):
    // rose quartz €12.90 + a €14.90 variation, 10 % off, flat rate 4.90 net (5.83 gross).
    const totals = computeTotals({
      lines: [
        { key: 'rose', unitPrice: 1290, quantity: 1, needsShipping: true },
        { key: 'chrome', unitPrice: 1490, quantity: 1, needsShipping: true },
      ],
      coupons: [coupon({ amount: 10 })],
      zones: [{ ...zones[0]!, methods: [{ ...zones[0]!.methods[0]!, cost: 583 }] }],
      destination: { country: 'DE' },
      chosenMethod: undefined,
    });
    expect({
      subtotal: totals.subtotal,
      subtotalTax: totals.subtotalTax,
      discountTotal: totals.discountTotal,
      discountTax: totals.discountTax,
      shippingTotal: totals.shippingTotal,
      shippingTax: totals.shippingTax,
      totalTax: totals.totalTax,
      total: totals.total,
      lines: totals.lines.map(({ subtotal, subtotalTax, total, tax }) => [subtotal, subtotalTax, total, tax]),
      coupon: [totals.coupons[0]?.discount, totals.coupons[0]?.discountTax],
    }).toEqual({
      subtotal: 2336,
      subtotalTax: 444,
      discountTotal: 234,
      discountTax: 44,
      shippingTotal: 490,
      shippingTax: 93,
      totalTax: 492,
      total: 3085,
      lines: [
        [1084, 206, 1161, 185],
        [1252, 238, 1341, 214],
      ],
      coupon: [234, 44],
    });
  });

  it('offers free shipping above the threshold and keeps a chosen method', () => {
    const big = [{ key: 'a', unitPrice: 6000, quantity: 1, needsShipping: true }];
    const free = computeTotals({
      lines: big,
      coupons: [],
      zones,
      destination: { country: 'DE' },
      chosenMethod: undefined,
    });
    expect(free.rates.map((r) => r.id)).toEqual(['flat_rate:1', 'free_shipping:2', 'local_pickup:3']);
    expect(free.chosenRate?.id).toBe('free_shipping:2');
    const pickup = computeTotals({
      lines: big,
      coupons: [],
      zones,
      destination: { country: 'DE' },
      chosenMethod: 'local_pickup:3',
    });
    expect(pickup.chosenRate?.id).toBe('local_pickup:3');
  });

  it('uses the rest-of-the-world zone and no VAT outside the EU', () => {
    const totals = computeTotals({
      lines,
      coupons: [],
      zones,
      destination: { country: 'US', state: 'CA' },
      chosenMethod: undefined,
    });
    expect(totals.shippingTotal).toBe(1500);
    expect(totals.totalTax).toBe(0);
  });

  it('caps fixed discounts at what the cart costs and a free-shipping coupon zeroes shipping', () => {
    const totals = computeTotals({
      lines,
      coupons: [coupon({ discountType: 'fixed_cart', amount: 10_000, freeShipping: true })],
      zones: [
        {
          ...zones[0]!,
          methods: [
            {
              instanceId: 9,
              type: 'free_shipping',
              title: 'Free',
              cost: 0,
              minAmount: null,
              requiresCoupon: true,
            },
          ],
        },
      ],
      destination: { country: 'DE' },
      chosenMethod: undefined,
    });
    expect(totals.discountTotal + totals.discountTax).toBe(3397);
    expect(totals.total).toBe(0);
  });

  it('takes a fixed amount off every unit with a fixed-product coupon, never below zero', () => {
    const totals = computeTotals({
      lines: [...lines, { key: 'c', unitPrice: 50, quantity: 3, needsShipping: true }],
      coupons: [coupon({ discountType: 'fixed_product', amount: 100 })],
      zones,
      destination: { country: 'DE' },
      chosenMethod: undefined,
    });
    // A cart line's subtotal is without VAT, its total with it (WooGraphQL's CartItem).
    expect(totals.lines.map((l) => l.subtotal + l.subtotalTax - l.total)).toEqual([200, 100, 150]);
    expect(totals.discountTotal + totals.discountTax).toBe(450);
  });

  it('needs no shipping for virtual goods', () => {
    const totals = computeTotals({
      lines: [{ key: 'g', unitPrice: 2500, quantity: 1, needsShipping: false }],
      coupons: [],
      zones,
      destination: { country: 'DE' },
      chosenMethod: undefined,
    });
    expect(totals.needsShipping).toBe(false);
    expect(totals.total).toBe(2500);
  });
});
