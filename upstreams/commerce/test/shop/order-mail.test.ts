import { describe, expect, it } from 'vitest';
import { moneyToShow } from '@nails/schema/money-display.ts';
import { languages } from '../../src/i18n/languages.ts';
import { addressLines, orderLink } from '../../src/shop/mail/order-mail.ts';
import { orderReceivedMail, type OrderMailData } from '../../src/shop/mail/templates.ts';
import { lineGrossSubtotal } from '../../src/shop/orders/line-amounts.ts';
import type { Order } from '../../src/shop/orders/order-store.ts';

const order = (over: Partial<Order>): Order =>
  ({ id: 1042, orderKey: 'wc_order_abc123', customerId: null, ...over }) as Order;

describe('the order mail links to the order', () => {
  it("links a guest to order received with the key, a customer to the account's order page, in the order's language", () => {
    expect(orderLink('https://shop.example', order({}), 'en')).toBe(
      'https://shop.example/checkout/order-received/1042?key=wc_order_abc123',
    );
    expect(orderLink('https://shop.example', order({ customerId: 7 }), 'de')).toBe(
      'https://shop.example/de/order-summary/1042',
    );
  });
});

describe('addresses in the mail', () => {
  it('writes the town line as the country does and the country in the mail language', () => {
    expect(
      addressLines(
        {
          firstName: 'Ada',
          lastName: 'Byron',
          address1: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          postcode: '62704',
          country: 'US',
        },
        'de-DE',
      ),
    ).toEqual(['Ada Byron', '1 Main St', 'Springfield, IL 62704', 'Vereinigte Staaten']);
    expect(
      addressLines(
        {
          firstName: 'Lena',
          lastName: 'Weber',
          company: 'Studio L',
          address1: 'Kastanienallee 7',
          city: 'Berlin',
          postcode: '10435',
          country: 'DE',
        },
        'it-IT',
      ),
    ).toEqual(['Lena Weber', 'Studio L', 'Kastanienallee 7', '10435 Berlin', 'Germania']);
  });
});

describe('order lines read at price × quantity', () => {
  it('uses the VAT kept with the line', () => {
    expect(
      lineGrossSubtotal({ subtotal: 2824, subtotalTax: 536, total: 2541, tax: 483, quantity: 3 }, 19),
    ).toBe(3360);
  });

  it('reads an older line (no VAT kept) back to its price: 3 × €11.20, not €33.61; a gift card stays at its price', () => {
    // 3360 and 3361 both leave 2824 net at 19 %; only 3360 is three equal unit prices.
    expect(
      lineGrossSubtotal({ subtotal: 2824, subtotalTax: null, total: 2541, tax: 483, quantity: 3 }, 19),
    ).toBe(3360);
    expect(
      lineGrossSubtotal({ subtotal: 2500, subtotalTax: null, total: 2500, tax: 0, quantity: 1 }, 19),
    ).toBe(2500);
  });
});

describe('the order mail in six languages', () => {
  const shown = moneyToShow({
    lines: [591],
    discount: 59,
    coupons: [],
    shipping: 495,
    giftCards: 0,
    total: 1026,
  });
  const data: OrderMailData = {
    shopName: 'Lacquer Lane',
    orderId: 1042,
    firstName: 'Ada',
    status: 'processing',
    lines: [{ quantity: 1, name: 'Rose quartz', total: '€5.91' }],
    subtotal: '€5.91',
    discount: `€${(shown.discount / 100).toFixed(2)}`,
    shipping: '€4.95',
    giftCards: [],
    total: '€10.26',
    tax: '€1.58',
    bankTransfer: false,
    orderUrl: 'https://shop.example/checkout/order-received/1042?key=k',
    billingAddress: ['Ada Byron', '10435 Berlin'],
    shippingAddress: ['Jonas Weber', '10115 Berlin'],
  };

  it('gives the one-cent rounding remainder to the discount: €5.91 − €0.60 + €4.95 = €10.26', () => {
    expect(shown.discount).toBe(60);
  });

  it.each(languages.map((language) => language.slug))(
    'in %s: the link, both addresses, subtotal and discount',
    (slug) => {
      const text = orderReceivedMail(slug, data).text;
      expect(text).toContain(data.orderUrl);
      expect(text).toContain('  Ada Byron\n  10435 Berlin');
      expect(text).toContain('  Jonas Weber\n  10115 Berlin');
      expect(text).toContain('€5.91');
      expect(text).toContain('−€0.60');
      // Every label is the language's own: only English mails say "Subtotal"/"Billing address".
      if (slug !== 'en') expect(text).not.toMatch(/Billing address|Shipping address|View your order/);
    },
  );

  it('leaves out the shipping address of an order that ships nothing', () => {
    const text = orderReceivedMail('en', { ...data, shippingAddress: null }).text;
    expect(text).toContain('Billing address:');
    expect(text).not.toContain('Shipping address:');
  });
});
