import { describe, expect, it } from 'vitest';
import {
  amountToPay,
  cartFigures,
  cents,
  couponCode,
  couponDiscount,
  orderFigures,
  rateCost,
} from '../../src/lib/cartMoney.ts';
import {
  trapFigures,
  trapGiftCard,
  trapLines,
  trapTotalCents,
  trapTotals,
} from '../support/float-trap-money.ts';

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
    const figures = cartFigures(realCart, 'en');
    expect(figures).toEqual({
      lines: ['€27.80'],
      subtotal: '€27.80',
      discount: '€2.78',
      shipping: '€5.83',
      giftCards: undefined,
      total: '€30.85',
      vat: '€4.92',
    });
    const amount = (text: string | undefined) => cents(text);
    expect(amount(figures.subtotal) - amount(figures.discount) + amount(figures.shipping)).toBe(
      amount(figures.total),
    );
  });

  it('leaves out a discount and VAT that are zero', () => {
    const figures = cartFigures(
      {
        ...realCart,
        rawDiscountTotal: '0',
        rawDiscountTax: '0',
        rawTotalTax: '0',
      },
      'en',
    );
    expect(figures.discount).toBeUndefined();
    expect(figures.vat).toBeUndefined();
  });

  it('shows a rate cost from a raw or a formatted answer, never €0.00 for a real cost', () => {
    expect(rateCost('5.831', 'en')).toBe('€5.83');
    expect(rateCost('€5.83', 'en')).toBe('€5.83');
    expect(rateCost('0', 'en')).toBe('€0.00');
    expect(rateCost(null, 'en')).toBe('€0.00');
  });

  it('shows a coupon with its VAT and in capitals, as the shopper typed it', () => {
    expect(couponCode('welcome10')).toBe('WELCOME10');
    expect(couponDiscount({ rawDiscountAmount: '2.34', rawDiscountTax: '0.44' }, 'en')).toBe('€2.78');
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
    const figures = orderFigures(
      {
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
      },
      'en',
    );
    expect(figures).toEqual({
      lines: ['€12.90', '€14.90'],
      subtotal: '€27.80',
      discount: '€2.78',
      shipping: '€5.83',
      giftCards: undefined,
      total: '€30.85',
      vat: '€4.92',
    });
  });
});

// The display rule (`@nails/schema/money-display.ts`): lines before discounts add up to the
// subtotal, and subtotal − discount + shipping − gift cards = total to the cent.
const addsUp = (figures: ReturnType<typeof cartFigures>) => {
  const lineSum = figures.lines.reduce((sum, line) => sum + cents(line), 0);
  expect(lineSum).toBe(cents(figures.subtotal));
  expect(
    cents(figures.subtotal) - cents(figures.discount) + cents(figures.shipping) - cents(figures.giftCards),
  ).toBe(cents(figures.total));
};

describe('lines and totals read consistently after a discount', () => {
  it('shows the lines before WELCOME10 (€17.70 + €11.20), not after (€15.93 + €10.08), so they make the €28.90 subtotal', () => {
    // The embedded back end's answer for two lines at 19 % VAT, 10 % off, the flat rate to Germany.
    const figures = cartFigures(
      {
        rawSubtotal: '24.28',
        rawSubtotalTax: '4.62',
        rawDiscountTotal: '2.43',
        rawDiscountTax: '0.46',
        rawShippingTotal: '4.16',
        rawShippingTax: '0.79',
        rawTotal: '30.96',
        rawTotalTax: '4.94',
        contents: {
          nodes: [
            { rawSubtotal: '14.87', rawSubtotalTax: '2.83' },
            { rawSubtotal: '9.41', rawSubtotalTax: '1.79' },
          ],
        },
      },
      'en',
    );
    expect(figures.lines).toEqual(['€17.70', '€11.20']);
    expect(figures.subtotal).toBe('€28.90');
    expect(figures.discount).toBe('€2.89');
    expect(figures.total).toBe('€30.96');
    addsUp(figures);
  });

  it('gives the order page the cent its separate roundings lost: €5.91 − €0.60 + €4.95 = €10.26', () => {
    // Discount and shipping rounded apart (0.50 + 0.09 and 4.16 + 0.79) read €5.91 − €0.59 + €4.95,
    // one cent more than the €10.26 charged; the remainder goes to the discount.
    const figures = orderFigures(
      {
        rawDiscountTotal: '0.495798',
        rawDiscountTax: '0.094202',
        rawShippingTotal: '4.159664',
        rawShippingTax: '0.790336',
        rawTotal: '10.26',
        rawTotalTax: '1.58',
        lines: [{ rawSubtotal: '4.97', rawSubtotalTax: '0.94' }],
      },
      'en',
    );
    expect(figures).toMatchObject({
      lines: ['€5.91'],
      subtotal: '€5.91',
      discount: '€0.60',
      shipping: '€4.95',
      total: '€10.26',
    });
    addsUp(figures);
  });

  it('keeps a €25 gift card at €25 beside a coupon, and counts a card paying part as a payment', () => {
    // A €25 card (no VAT, no coupon) and €12.90 of nails with WELCOME10; a €10 card pays part.
    const figures = cartFigures(
      {
        rawDiscountTotal: '1.08',
        rawDiscountTax: '0.21',
        rawShippingTotal: '4.16',
        rawShippingTax: '0.79',
        rawTotal: '31.56',
        rawTotalTax: '2.64',
        giftCardTotal: '€10.00',
        contents: {
          nodes: [
            { rawSubtotal: '25.00', rawSubtotalTax: '0.00' },
            { rawSubtotal: '10.84', rawSubtotalTax: '2.06' },
          ],
        },
      },
      'en',
    );
    expect(figures).toEqual({
      lines: ['€25.00', '€12.90'],
      subtotal: '€37.90',
      discount: '€1.29',
      shipping: '€4.95',
      giftCards: '€10.00',
      total: '€31.56',
      vat: '€2.64',
    });
    addsUp(figures);
  });
});

describe('amounts where floats round a cent low (1.005, 0.285, 10.075, 1,000.10)', () => {
  it('shows the cart as commerce rounds it, half up on the decimal digits, adding up to its total', () => {
    const figures = cartFigures(
      {
        ...trapTotals,
        giftCardTotal: trapGiftCard,
        contents: { nodes: trapLines },
      },
      'en',
    );
    expect(figures).toEqual(trapFigures);
    addsUp(figures);
  });

  it('shows the order the same way, its gift card read from the formatted "€1,000.10"', () => {
    const figures = orderFigures(
      { ...trapTotals, giftCards: [{ amount: trapGiftCard }], lines: trapLines },
      'en',
    );
    expect(figures).toEqual(trapFigures);
  });

  it("charges the cart's raw total in cents: 10.075 is 1008, never a formatted total read back", () => {
    expect(amountToPay({ rawTotal: trapTotals.rawTotal })).toBe(trapTotalCents);
    expect(amountToPay({ rawTotal: '1000.10' })).toBe(100010);
    expect(amountToPay({ rawTotal: null })).toBe(0);
  });

  it('shows coupons and rates as commerce rounds them', () => {
    expect(couponDiscount({ rawDiscountAmount: '1.005', rawDiscountTax: '0.285' }, 'en')).toBe('€1.30');
    expect(rateCost('10.075', 'en')).toBe('€10.08');
    expect(rateCost('€1,000.10', 'en')).toBe('€1,000.10');
  });
});

describe("the cart's figures in the shopper's language", () => {
  it("reads the real shop's German order as a German shopper writes money", () => {
    // €55.60 of goods − €5.56 + €5.83 shipping = €55.87, €8.92 VAT (the real shop's order).
    const figures = cartFigures(
      {
        rawSubtotal: '46.72268908',
        rawSubtotalTax: '8.87731092',
        rawDiscountTotal: '4.67226891',
        rawDiscountTax: '0.88773109',
        rawShippingTotal: '4.9',
        rawShippingTax: '0.93',
        rawTotal: '55.87',
        rawTotalTax: '8.92',
      },
      'de',
    );
    expect(figures).toMatchObject({
      subtotal: '55,60\u00a0€',
      discount: '5,56\u00a0€',
      shipping: '5,83\u00a0€',
      total: '55,87\u00a0€',
      vat: '8,92\u00a0€',
    });
    expect(rateCost('5.83', 'de')).toBe('5,83\u00a0€');
    expect(couponDiscount({ rawDiscountAmount: '4.67226891', rawDiscountTax: '0.88773109' }, 'fr')).toBe(
      '5,56\u00a0€',
    );
  });
});
