import type { CartState } from '../../src/features/cart/cartState.ts';

/**
 * A cart and an order whose raw amounts sit where floats round a cent low: an amount and its VAT
 * making 1.005, 0.285 and 10.075, a total of 10.075, VAT of 1.005, and a gift card paying
 * "€1,000.10" (formatted, with a thousands separator, as the back ends print a card's amount).
 * The commerce back end rounds each decimal half up (its `money.ts`), so the shopper must read
 * €1.01, €0.29 and €10.08; `Math.round(x * 100)` gives €1.00, €0.28 and €10.07.
 *
 * Lines €1.01 + €0.29 + €10.08 + €989.01 = €1,000.39; − €0.29 discount + €10.08 shipping
 * − €1,000.10 gift card = €10.08 total, to the cent.
 */
export const trapLines = [
  { rawSubtotal: '0.845', rawSubtotalTax: '0.16' }, // 1.005
  { rawSubtotal: '0.24', rawSubtotalTax: '0.045' }, // 0.285
  { rawSubtotal: '8.475', rawSubtotalTax: '1.6' }, // 10.075
  { rawSubtotal: '831.10', rawSubtotalTax: '157.91' }, // 989.01
];

export const trapTotals = {
  rawDiscountTotal: '0.24',
  rawDiscountTax: '0.045',
  rawShippingTotal: '8.475',
  rawShippingTax: '1.6',
  rawTotal: '10.075',
  rawTotalTax: '1.005',
};

export const trapGiftCard = '€1,000.10';

/** What every page shows for these amounts (cart, drawer, checkout, order). */
export const trapFigures = {
  lines: ['€1.01', '€0.29', '€10.08', '€989.01'],
  subtotal: '€1,000.39',
  discount: '€0.29',
  shipping: '€10.08',
  giftCards: '€1,000.10',
  total: '€10.08',
  vat: '€1.01',
};

/** The total in cents: what a card is charged. */
export const trapTotalCents = 1008;

const product = (databaseId: number, name: string) => ({
  databaseId,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  image: null,
});

/** The cart as the cart actor holds it (cartState_cart), with those amounts. */
export const trapCart = {
  isEmpty: false,
  subtotal: '€840.66',
  discountTotal: '€0.24',
  shippingTotal: '€8.48',
  totalTax: '€1.01',
  // A formatted total in another locale's format: the amount charged must not depend on it.
  total: '10,08 €',
  rawSubtotal: '840.66',
  rawSubtotalTax: '159.715',
  ...trapTotals,
  needsShippingAddress: true,
  chosenShippingMethods: ['flat_rate:1'],
  availableShippingMethods: [{ rates: [{ id: 'flat_rate:1', cost: '10.075', label: 'Flat rate' }] }],
  appliedCoupons: [
    {
      code: 'welcome',
      description: null,
      discountAmount: '€0.24',
      rawDiscountAmount: '0.24',
      rawDiscountTax: '0.045',
    },
  ],
  giftCardTotal: trapGiftCard,
  appliedGiftCards: [{ code: 'ABCD-EFGH-JKLM-NPQR', amount: trapGiftCard, balance: '€0.00' }],
  contents: {
    itemCount: 4,
    productCount: 4,
    nodes: trapLines.map((line, index) => ({
      key: `line-${index}`,
      quantity: 1,
      total: null,
      ...line,
      extraData: [],
      product: { node: product(index + 1, ['Rose Quartz', 'Nail Glue', 'Cuticle Oil', 'Salon Kit'][index]!) },
      variation: null,
    })),
  },
} as unknown as CartState;
