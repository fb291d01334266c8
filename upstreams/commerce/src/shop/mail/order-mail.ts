import { moneyToShow } from '@nails/schema/money-display.ts';
import { languages, type LanguageSlug } from '../../i18n/languages.ts';
import { formatAmount } from '../../money.ts';
import type { Address } from '../cart/session-store.ts';
import type { Db } from '../db.ts';
import { orderRedemptions } from '../gift-cards/gift-card-store.ts';
import { lineGrossSubtotal, orderVatRate } from '../orders/line-amounts.ts';
import { orderItems, type Order, type OrderItem } from '../orders/order-store.ts';
import type { OrderMailData } from './templates.ts';

/**
 * The order confirmation mail's content: lines before discounts, the totals read by the rule
 * every page uses (`@nails/schema/money-display.ts`: subtotal − discount + shipping − gift cards
 * = total to the cent), the addresses, and a link to the order on the storefront in the order's
 * language: a customer's order page, or for a guest the order-received link with its key (the
 * guest's only proof, as WooCommerce's own mail links it).
 */
export function orderMailData(
  db: Db,
  config: { COMMERCE_SHOP_NAME: string; COMMERCE_STOREFRONT_URL: string },
  order: Order,
  language: LanguageSlug,
  maskCode: (code: string) => string,
  lineName: (item: OrderItem) => string,
): OrderMailData {
  const items = orderItems(db, order.id);
  const cards = orderRedemptions(db, order.id);
  const rate = orderVatRate(order);
  const shown = moneyToShow({
    lines: items.map((item) => lineGrossSubtotal(item, rate)),
    discount: order.discountTotal + order.discountTax,
    coupons: [],
    // Stored without VAT, as WooCommerce keeps order amounts; the mail shows them with it.
    shipping: order.shippingTotal + order.shippingTax,
    giftCards: cards.reduce((sum, card) => sum + card.amount, 0),
    total: order.total,
  });
  const locale = languages.find((entry) => entry.slug === language)?.locale.replace('_', '-') ?? 'en-US';
  return {
    shopName: config.COMMERCE_SHOP_NAME,
    orderId: order.id,
    firstName: order.billing.firstName ?? '',
    status: order.status,
    lines: items.map((item, i) => ({
      quantity: item.quantity,
      name: lineName(item),
      total: formatAmount(shown.lines[i] ?? 0),
    })),
    subtotal: formatAmount(shown.subtotal),
    discount: shown.discount > 0 ? formatAmount(shown.discount) : null,
    shipping: formatAmount(shown.shipping),
    giftCards: cards.map((card) => ({ code: maskCode(card.code), amount: formatAmount(card.amount) })),
    total: formatAmount(order.total),
    tax: formatAmount(order.totalTax),
    bankTransfer: order.paymentMethod === 'bacs',
    orderUrl: orderLink(config.COMMERCE_STOREFRONT_URL, order, language),
    billingAddress: addressLines(order.billing, locale),
    // An order that ships nothing (downloads, gift cards) keeps no shipping address.
    shippingAddress: order.shipping.country ? addressLines(order.shipping, locale) : null,
  };
}

/** The storefront's page of this order, in the order's language. */
export function orderLink(storefront: string, order: Order, language: LanguageSlug): string {
  const prefix = language === 'en' ? '' : `/${language}`;
  if (order.customerId !== null) return new URL(`${prefix}/order-summary/${order.id}`, storefront).toString();
  const received = new URL(`${prefix}/checkout/order-received/${order.id}`, storefront);
  received.searchParams.set('key', order.orderKey);
  return received.toString();
}

/** Countries that write the city before the postcode (and the state between). */
const cityFirst = new Set(['US', 'CA', 'AU', 'GB', 'IE']);

/** An address as a mail prints it: name, company, street, the town line, the country in the mail's language. */
export function addressLines(address: Address, locale: string): string[] {
  const country = address.country ?? '';
  const town = cityFirst.has(country)
    ? [address.city, [address.state, address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : [address.postcode, address.city].filter(Boolean).join(' ');
  const countryName = country
    ? (new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country)
    : '';
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company ?? '',
    address.address1 ?? '',
    address.address2 ?? '',
    town,
    countryName,
  ].filter((line) => line.trim() !== '');
}
