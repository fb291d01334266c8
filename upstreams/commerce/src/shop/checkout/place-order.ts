import { recordLineSubtotalTaxes } from '../orders/line-amounts.ts';
import { randomBytes } from 'node:crypto';
import { registerAccount, stripNulls } from '../accounts/accounts.ts';
import type { Customer } from '../accounts/customers.ts';
import { buildCartView } from '../cart/cart-view.ts';
import { refreshProductSummary } from '../../catalogue/pricing.ts';
import { takeStock } from '../cart/catalogue-port.ts';
import { updateSession, type Address, type ShopSession } from '../cart/session-store.ts';
import { countCouponUse, usesByCustomer } from '../coupons/coupon-store.ts';
import { now } from '../db.ts';
import { userError } from '../errors.ts';
import { assertCouponApplies, CouponError } from '../pricing/coupons.ts';
import { CURRENCY } from '../../money.ts';
import { gatewayById, STRIPE_NOT_CONFIGURED } from '../payments/gateways.ts';
import { isGiftCardProduct, redeemGiftCard, type GiftCard } from '../gift-cards/gift-card-store.ts';
import { paymentIntentPaid } from '../payments/stripe.ts';
import type { ShopServices } from '../services.ts';
import { addressProblems } from './address-rules.ts';
import { orderById } from '../orders/order-store.ts';
import { isPaidStatus, issueOrderGiftCards, statusAtCheckout } from '../orders/payment-status.ts';

export interface CheckoutInput {
  paymentMethod?: string | null;
  shippingMethod?: (string | null)[] | null;
  shipToDifferentAddress?: boolean | null;
  billing?: Record<string, unknown> | null;
  shipping?: Record<string, unknown> | null;
  account?: { username?: string | null; password: string; email?: string | null } | null;
  transactionId?: string | null;
  isPaid?: boolean | null;
  metaData?: ({ key: string; value: string } | null)[] | null;
  customerNote?: string | null;
}

export interface PlacedOrder {
  orderId: number;
  orderKey: string;
  createdCustomer: Customer | undefined;
  stockChanged: number[];
  /** Gift cards this order bought (issued when it is paid), to be mailed to their recipients. */
  issuedGiftCards: GiftCard[];
}

/** The "gateway" of an order that gift cards pay in full: nothing is left for a payment method. */
const GIFT_CARD_PAYMENT = { id: 'gift_card', title: 'Gift card' } as const;

/**
 * Places the session's cart as an order. Everything that must happen once (stock taken, coupon
 * uses counted, order and lines written, cart emptied) runs in one IMMEDIATE SQLite transaction;
 * if any unit or coupon use is gone by then, nothing is written and the shopper keeps the cart.
 */
export async function placeOrder(
  services: ShopServices,
  session: ShopSession,
  viewer: Customer | undefined,
  input: CheckoutInput,
): Promise<PlacedOrder> {
  const { db, config } = services;
  const billing: Address = { ...viewer?.billing, ...session.billing, ...stripNulls(input.billing ?? {}) };
  if (!billing.email && viewer) billing.email = viewer.email;
  const shipping: Address = input.shipToDifferentAddress
    ? { ...session.shipping, ...stripNulls(input.shipping ?? {}) }
    : { ...billing };
  delete shipping.email;
  const problems = [
    ...addressProblems(billing, 'billing'),
    ...(input.shipToDifferentAddress ? addressProblems(shipping, 'shipping') : []),
  ];
  if (problems.length > 0) throw userError(problems.join(' '), 'BAD_USER_INPUT');

  // Price the cart for the address the order ships to, and the method the shopper picked.
  const chosen = input.shippingMethod?.find(Boolean) ?? session.chosenShipping;
  updateSession(db, session.key, {
    billing,
    shipping: { ...shipping },
    calculatedShipping: true,
    chosenShipping: chosen ?? null,
  });

  const preview = buildCartView(db, { ...session, billing, shipping, chosenShipping: chosen ?? null });
  // Gift cards that pay the whole order leave nothing for a payment method (WooCommerce asks for
  // none when the total is zero); otherwise the chosen gateway must be one the shop offers.
  const paidByCards = preview.totals.total === 0 && preview.totals.giftCardTotal > 0;
  const requested = input.paymentMethod || 'stripe';
  const gateway = paidByCards
    ? GIFT_CARD_PAYMENT
    : gatewayById(config, requested, { db, needsShipping: preview.totals.needsShipping });
  if (!gateway) {
    throw userError(
      requested === 'stripe' ? STRIPE_NOT_CONFIGURED : `The payment method "${requested}" is not available.`,
      'BAD_USER_INPUT',
    );
  }
  const paymentMethod = gateway.id;

  let createdCustomer: Customer | undefined;
  if (!viewer && input.account?.password) {
    createdCustomer = await registerAccount(services, {
      username: input.account.username,
      email: input.account.email || billing.email,
      password: input.account.password,
      firstName: billing.firstName,
      lastName: billing.lastName,
      billing,
      shipping,
    });
  }
  const customerId = viewer?.id ?? createdCustomer?.id ?? null;

  let paid = false;
  if (paymentMethod === 'stripe' && input.transactionId)
    paid = await paymentIntentPaid(config, input.transactionId, preview.totals.total);

  return db
    .transaction((): PlacedOrder => {
      const view = buildCartView(db, { ...session, billing, shipping, chosenShipping: chosen ?? null });
      if (view.lines.length === 0) throw userError('Your cart is empty.', 'EMPTY_CART');
      const spent = view.giftCards.find((card) => card.balance === 0);
      if (spent || view.giftCards.length !== session.giftCards.length)
        throw userError(
          `The gift card ${spent?.code ?? 'in your cart'} can no longer pay: remove it to continue.`,
          'INVALID_GIFT_CARD',
        );
      if (paidByCards && view.totals.total > 0)
        throw userError(
          'The balance of a gift card in your cart has changed. Please check your cart and try again.',
          'INVALID_GIFT_CARD',
        );
      if (view.totals.needsShipping && !view.totals.chosenRate)
        throw userError('No shipping method is available for your address.');
      if (chosen && view.totals.needsShipping && view.totals.chosenRate?.id !== chosen) {
        throw userError(`The shipping method "${chosen}" is not available for this address.`);
      }
      const stockChanged: number[] = [];
      for (const line of view.lines) {
        if (!takeStock(db, line.item, line.row.quantity)) {
          throw userError(
            `Sorry, "${line.item.name}" is no longer in stock in that quantity. Please edit your cart and try again.`,
            'OUT_OF_STOCK',
          );
        }
        if (line.item.stockOwner) stockChanged.push(line.item.productId);
        db.prepare('UPDATE products SET total_sales = total_sales + ? WHERE id = ?').run(
          line.row.quantity,
          line.item.productId,
        );
      }
      // A variable product's stock status is the sum of its variations' (the listing filters on it).
      for (const productId of new Set(stockChanged)) refreshProductSummary(db, productId);
      for (const coupon of view.coupons) {
        try {
          assertCouponApplies(coupon.code, coupon, {
            now: now(),
            subtotal: view.totals.grossSubtotal,
            hasDiscountableLine: view.totals.hasDiscountableLine,
            alreadyApplied: [],
            usesByCustomer: usesByCustomer(db, coupon.id, { customerId, email: billing.email ?? null }),
          });
        } catch (error) {
          if (error instanceof CouponError)
            throw userError(
              `${error.message} Remove the coupon "${coupon.code}" to continue.`,
              'INVALID_COUPON',
            );
          throw error;
        }
        if (!countCouponUse(db, coupon.id))
          throw userError('Coupon usage limit has been reached.', 'INVALID_COUPON');
      }
      const allDownloads = view.lines.every((line) => line.item.virtual && line.item.downloadable);
      // Nothing left to pay (cards or coupons took it all) is paid, as WooCommerce's
      // payment_complete() for a zero total.
      const settled = paid || view.totals.total === 0;
      const status = statusAtCheckout({
        paymentMethod,
        paid: settled,
        allDownloads,
        handsOverValue: view.lines.some(
          (line) => line.item.downloadable || isGiftCardProduct(db, line.item.productId),
        ),
      });
      const orderKey = `wc_order_${randomBytes(9).toString('base64url')}`;
      const createdAt = now();
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO orders (order_key, status, customer_id, session_key, billing_email, billing, shipping, customer_note, payment_method,
           payment_method_title, transaction_id, currency, subtotal, discount_total, discount_tax, shipping_total, shipping_tax, total_tax,
           total, shipping_method, shipping_label, meta, created_at, paid_at, gift_card_total)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          orderKey,
          status,
          customerId,
          session.key,
          billing.email,
          JSON.stringify(billing),
          JSON.stringify(view.totals.needsShipping ? shipping : {}),
          input.customerNote ?? '',
          gateway.id,
          gateway.title,
          paid ? (input.transactionId ?? '') : '',
          CURRENCY,
          view.totals.subtotal,
          view.totals.discountTotal,
          view.totals.discountTax,
          view.totals.shippingTotal,
          view.totals.shippingTax,
          view.totals.totalTax,
          view.totals.total,
          view.totals.chosenRate?.id ?? null,
          view.totals.chosenRate?.label ?? null,
          JSON.stringify((input.metaData ?? []).filter(Boolean)),
          createdAt,
          settled ? createdAt : null,
          view.totals.giftCardTotal,
        );
      const orderId = Number(lastInsertRowid);
      for (const card of view.giftCards) {
        if (!redeemGiftCard(db, card.id, orderId, card.amount))
          throw userError(
            `The balance of gift card ${card.code} has changed. Please check your cart and try again.`,
            'INVALID_GIFT_CARD',
          );
      }
      const insertItem = db.prepare(
        'INSERT INTO order_items (order_id, product_id, variation_id, name, variation, quantity, subtotal, total, tax, extra_data, unit_price) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      );
      const insertDownload = db.prepare(
        `INSERT INTO download_permissions (order_id, customer_id, product_id, download_id, name, file, downloads_remaining, access_expires)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const line of view.lines) {
        insertItem.run(
          orderId,
          line.item.productId,
          line.item.variationId,
          line.item.name,
          JSON.stringify(line.row.variation),
          line.row.quantity,
          line.totals.subtotal,
          // An order line's total is without VAT (WooCommerce's order item), unlike the cart line's.
          line.totals.total - line.totals.tax,
          line.totals.tax,
          JSON.stringify(line.row.extraData),
          line.item.price,
        );
        for (const download of line.item.downloads) {
          insertDownload.run(
            orderId,
            customerId,
            line.item.productId,
            download.id,
            download.name,
            download.file,
            line.item.downloadLimit && line.item.downloadLimit > 0
              ? line.item.downloadLimit * line.row.quantity
              : null,
            line.item.downloadExpiryDays && line.item.downloadExpiryDays > 0
              ? createdAt + line.item.downloadExpiryDays * 86_400_000
              : null,
          );
        }
      }
      const insertCoupon = db.prepare(
        'INSERT INTO order_coupons (order_id, coupon_id, code, discount, discount_tax) VALUES (?, ?, ?, ?, ?)',
      );
      view.coupons.forEach((coupon, i) =>
        insertCoupon.run(
          orderId,
          coupon.id,
          coupon.code,
          view.totals.coupons[i]?.discount ?? 0,
          view.totals.coupons[i]?.discountTax ?? 0,
        ),
      );
      recordLineSubtotalTaxes(
        db,
        orderId,
        view.lines.map((line) => line.totals.subtotalTax),
      );
      // A gift card exists once it is paid for: an order waiting for cash on delivery, a bank
      // transfer or a card confirmation issues none until it is marked paid (payment-status.ts).
      const issuedGiftCards = isPaidStatus(status) ? issueOrderGiftCards(db, orderById(db, orderId)!) : [];
      db.prepare('DELETE FROM cart_items WHERE session_key = ?').run(session.key);
      updateSession(db, session.key, { coupons: [], giftCards: [], chosenShipping: null });
      return {
        orderId,
        orderKey,
        createdCustomer,
        stockChanged: [...new Set(stockChanged)],
        issuedGiftCards,
      };
    })
    .immediate();
}
