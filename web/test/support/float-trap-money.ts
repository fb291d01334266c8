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
