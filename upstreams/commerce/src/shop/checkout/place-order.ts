import { recordLineSubtotalTaxes } from '../orders/line-amounts.ts';
import { randomBytes } from 'node:crypto';
import { registerAccount, stripNulls } from '../accounts/accounts.ts';
import type { Customer } from '../accounts/customers.ts';
import { buildCartView, type CartLine, type CartView } from '../cart/cart-view.ts';
import { refreshProductSummary } from '../../catalogue/pricing.ts';
import { takeStock } from '../cart/catalogue-port.ts';
import { updateSession, type Address, type ShopSession } from '../cart/session-store.ts';
import { countCouponUse, usesByCustomer } from '../coupons/coupon-store.ts';
import { now, type Db } from '../db.ts';
import { userError } from '../errors.ts';
import { assertCouponApplies, CouponError } from '../pricing/coupons.ts';
import { CURRENCY } from '../../money.ts';
import type { CommerceConfig } from '../../config.ts';
import { gatewayById, STRIPE_NOT_CONFIGURED } from '../payments/gateways.ts';
import { isGiftCardProduct, redeemGiftCard, type GiftCard } from '../gift-cards/gift-card-store.ts';
import { paymentIntentPaid } from '../payments/stripe.ts';
import type { ShopServices } from '../services.ts';
import { addressProblems } from './address-rules.ts';
import { orderById, type OrderStatus } from '../orders/order-store.ts';
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
  const { billing, shipping } = checkoutAddresses(session, viewer, input);

  // Price the cart for the address the order ships to, and the method the shopper picked.
  const chosen = input.shippingMethod?.find(Boolean) ?? session.chosenShipping;
  updateSession(db, session.key, {
    billing,
    shipping: { ...shipping },
    calculatedShipping: true,
    chosenShipping: chosen ?? null,
  });

  const preview = buildCartView(db, { ...session, billing, shipping, chosenShipping: chosen ?? null });
  const { gateway, paidByCards } = checkoutGateway(config, db, input, preview);
  // Await only when there is something to wait for: a checkout with neither an account to create
  // nor a card payment to confirm reaches its transaction in the same tick it priced the cart.
  const createdCustomer =
    !viewer && input.account?.password
      ? await registerAtCheckout(services, input.account, billing, shipping)
      : undefined;
  const paid =
    gateway.id === 'stripe' && input.transactionId
      ? await paymentIntentPaid(config, input.transactionId, preview.totals.total)
      : false;
  const draft: OrderDraft = {
    session,
    input,
    billing,
    shipping,
    chosen,
    gateway,
    paidByCards,
    createdCustomer,
    customerId: viewer?.id ?? createdCustomer?.id ?? null,
    paid,
  };
  return db.transaction((): PlacedOrder => writeOrder(db, draft)).immediate();
}

/** What checkout settled before the transaction: who orders, where it goes and how it is paid. */
interface OrderDraft {
  session: ShopSession;
  input: CheckoutInput;
  billing: Address;
  shipping: Address;
  chosen: string | null | undefined;
  gateway: { id: string; title: string };
  paidByCards: boolean;
  createdCustomer: Customer | undefined;
  customerId: number | null;
  /** The card payment the shopper made for the previewed total is confirmed. */
  paid: boolean;
}

/**
 * The order's addresses: what the shopper typed over what the session and the account remember;
 * shipping is a copy of billing unless the shopper ships elsewhere. Refuses an incomplete one.
 */
function checkoutAddresses(
  session: ShopSession,
  viewer: Customer | undefined,
  input: CheckoutInput,
): { billing: Address; shipping: Address } {
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
  return { billing, shipping };
}

/**
 * Gift cards that pay the whole order leave nothing for a payment method (WooCommerce asks for
 * none when the total is zero); otherwise the chosen gateway must be one the shop offers.
 */
function checkoutGateway(
  config: CommerceConfig,
  db: Db,
  input: CheckoutInput,
  preview: CartView,
): { gateway: OrderDraft['gateway']; paidByCards: boolean } {
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
  return { gateway, paidByCards };
}

/** A guest who gave a password gets an account with the checkout's name and addresses. */
function registerAtCheckout(
  services: ShopServices,
  account: NonNullable<CheckoutInput['account']>,
  billing: Address,
  shipping: Address,
): Promise<Customer> {
  return registerAccount(services, {
    username: account.username,
    email: account.email || billing.email,
    password: account.password,
    firstName: billing.firstName,
    lastName: billing.lastName,
    billing,
    shipping,
  });
}

/** The order's writes, in the transaction: any refusal here rolls every one of them back. */
function writeOrder(db: Db, draft: OrderDraft): PlacedOrder {
  const { session, billing, shipping, chosen } = draft;
  const view = buildCartView(db, { ...session, billing, shipping, chosenShipping: chosen ?? null });
  assertCartCanBeOrdered(view, draft);
  const stockChanged = takeOrderedStock(db, view);
  countCouponUses(db, view, draft);
  // Nothing left to pay (cards or coupons took it all) is paid, as WooCommerce's
  // payment_complete() for a zero total.
  const settled = draft.paid || view.totals.total === 0;
  const status = orderStatus(db, view, draft.gateway.id, settled);
  const orderKey = `wc_order_${randomBytes(9).toString('base64url')}`;
  const createdAt = now();
  const orderId = insertOrder(db, view, draft, { orderKey, status, createdAt, settled });
  redeemCartGiftCards(db, view, orderId);
  insertOrderLines(db, view, orderId, draft.customerId, createdAt);
  insertOrderCoupons(db, view, orderId);
  recordLineSubtotalTaxes(
    db,
    orderId,
    view.lines.map((line) => line.totals.subtotalTax),
  );
  // A gift card exists once it is paid for: an order waiting for cash on delivery, a bank
  // transfer or a card confirmation issues none until it is marked paid (payment-status.ts).
  const issuedGiftCards = isPaidStatus(status) ? issueOrderGiftCards(db, orderById(db, orderId)!) : [];
  emptyCart(db, session.key);
  return {
    orderId,
    orderKey,
    createdCustomer: draft.createdCustomer,
    stockChanged: [...new Set(stockChanged)],
    issuedGiftCards,
  };
}

/** The cart as it is now, in the transaction, must still be the one the shopper agreed to pay. */
function assertCartCanBeOrdered(view: CartView, draft: OrderDraft): void {
  const { session, paidByCards, chosen } = draft;
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
}

/**
 * Takes every line's units and counts its sales; refuses the order when a unit is gone. Returns
 * the products whose stock is counted (once per line).
 */
function takeOrderedStock(db: Db, view: CartView): number[] {
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
  return stockChanged;
}

/** Checks each coupon again for this customer and counts its use; refuses one used up meanwhile. */
function countCouponUses(db: Db, view: CartView, draft: OrderDraft): void {
  for (const coupon of view.coupons) {
    try {
      assertCouponApplies(coupon.code, coupon, {
        now: now(),
        subtotal: view.totals.grossSubtotal,
        hasDiscountableLine: view.totals.hasDiscountableLine,
        alreadyApplied: [],
        usesByCustomer: usesByCustomer(db, coupon.id, {
          customerId: draft.customerId,
          email: draft.billing.email ?? null,
        }),
        email: draft.billing.email ?? null,
      });
    } catch (error) {
      if (error instanceof CouponError)
        throw userError(`${error.message} Remove the coupon "${coupon.code}" to continue.`, 'INVALID_COUPON');
      throw error;
    }
    if (!countCouponUse(db, coupon.id))
      throw userError('Coupon usage limit has been reached.', 'INVALID_COUPON');
  }
}

function orderStatus(db: Db, view: CartView, paymentMethod: string, settled: boolean): OrderStatus {
  return statusAtCheckout({
    paymentMethod,
    paid: settled,
    allDownloads: view.lines.every((line) => line.item.virtual && line.item.downloadable),
    handsOverValue: view.lines.some(
      (line) => line.item.downloadable || isGiftCardProduct(db, line.item.productId),
    ),
  });
}

/** Writes the order row with the cart's totals; returns its id. */
function insertOrder(
  db: Db,
  view: CartView,
  draft: OrderDraft,
  order: { orderKey: string; status: OrderStatus; createdAt: number; settled: boolean },
): number {
  const { session, input, billing, shipping, gateway, paid } = draft;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO orders (order_key, status, customer_id, session_key, billing_email, billing, shipping, customer_note, payment_method,
       payment_method_title, transaction_id, currency, subtotal, discount_total, discount_tax, shipping_total, shipping_tax, total_tax,
       total, shipping_method, shipping_label, meta, created_at, paid_at, gift_card_total)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      order.orderKey,
      order.status,
      draft.customerId,
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
      order.createdAt,
      order.settled ? order.createdAt : null,
      view.totals.giftCardTotal,
    );
  return Number(lastInsertRowid);
}

/** Takes what each gift card pays from its balance; refuses the order if a balance shrank meanwhile. */
function redeemCartGiftCards(db: Db, view: CartView, orderId: number): void {
  for (const card of view.giftCards) {
    if (!redeemGiftCard(db, card.id, orderId, card.amount))
      throw userError(
        `The balance of gift card ${card.code} has changed. Please check your cart and try again.`,
        'INVALID_GIFT_CARD',
      );
  }
}

/** Writes a line per cart line, and a download permission per file a line's product gives. */
function insertOrderLines(
  db: Db,
  view: CartView,
  orderId: number,
  customerId: number | null,
  createdAt: number,
): void {
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
        downloadsRemaining(line),
        accessExpires(line, createdAt),
      );
    }
  }
}

/** The product's download limit is per unit bought; none (or 0) means unlimited. */
function downloadsRemaining(line: CartLine): number | null {
  return line.item.downloadLimit && line.item.downloadLimit > 0
    ? line.item.downloadLimit * line.row.quantity
    : null;
}

/** The product's expiry counts in days from the order; none (or 0) means never. */
function accessExpires(line: CartLine, createdAt: number): number | null {
  return line.item.downloadExpiryDays && line.item.downloadExpiryDays > 0
    ? createdAt + line.item.downloadExpiryDays * 86_400_000
    : null;
}

function insertOrderCoupons(db: Db, view: CartView, orderId: number): void {
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
}

/** The placed cart is gone; the session keeps the shopper's addresses for the next order. */
function emptyCart(db: Db, sessionKey: string): void {
  db.prepare('DELETE FROM cart_items WHERE session_key = ?').run(sessionKey);
  updateSession(db, sessionKey, { coupons: [], giftCards: [], chosenShipping: null });
}
