import { loadProductRecord, loadPurchasable } from '../cart/catalogue-port.ts';
import { now, type Db } from '../db.ts';
import { userError } from '../errors.ts';
import { isGiftCardProduct, issueGiftCard, type GiftCard } from '../gift-cards/gift-card-store.ts';
import { sendGiftCardMail } from '../mail/gift-card-mail.ts';
import type { ShopServices } from '../services.ts';
import { orderLanguage } from '../../i18n/orders.ts';
import { orderById, orderItems, type Order, type OrderStatus } from './order-store.ts';

/**
 * WooCommerce's paid statuses (`wc_get_is_paid_statuses()`): only an order in one of them hands
 * over what has value without shipping (gift card codes, downloads). Shop README "Nothing of value
 * before payment".
 */
export const PAID_STATUSES: readonly OrderStatus[] = ['processing', 'completed'];
export const isPaidStatus = (status: OrderStatus): boolean => PAID_STATUSES.includes(status);

export interface CheckoutPayment {
  /** `cod`, `bacs`, `stripe` or `gift_card` (cards paid everything). */
  paymentMethod: string;
  /** Stripe confirmed the PaymentIntent for the order total, or gift cards paid everything. */
  paid: boolean;
  /** Every line is virtual and downloadable: nothing to process (`WC_Order::needs_processing`). */
  allDownloads: boolean;
  /** A line is downloadable or a gift card: value handed over without a delivery. */
  handsOverValue: boolean;
}

/**
 * The status an order gets at checkout, as WooCommerce's gateways set it: bank transfer waits on
 * hold; cash on delivery is processing, but on hold when the order holds a download
 * (`WC_Gateway_COD::process_payment`) or a gift card (the companion plugin's
 * `woocommerce_cod_process_payment_order_status` filter): the cash comes with a parcel, and
 * neither has one. An unconfirmed card payment is pending; a paid order is completed when it
 * needs no processing (`WC_Order::payment_complete`), else processing.
 */
export function statusAtCheckout(payment: CheckoutPayment): OrderStatus {
  if (payment.paid) return payment.allDownloads ? 'completed' : 'processing';
  if (payment.paymentMethod === 'bacs') return 'on-hold';
  if (payment.paymentMethod === 'cod') return payment.handsOverValue ? 'on-hold' : 'processing';
  return 'pending';
}

/**
 * Issues the gift cards an order bought, one per unit, each worth the price its line was bought
 * at; once per order (a second call issues nothing). Call inside a transaction with the order
 * in a paid status.
 */
export function issueOrderGiftCards(db: Db, order: Order): GiftCard[] {
  const issued = db.prepare('SELECT 1 FROM gift_cards WHERE order_id = ? LIMIT 1').get(order.id);
  if (issued) return [];
  const cards: GiftCard[] = [];
  for (const item of orderItems(db, order.id)) {
    if (!isGiftCardProduct(db, item.productId)) continue;
    // Orders written before unit prices were kept: the price the catalogue asks now.
    const amount = item.unitPrice ?? loadPurchasable(db, item.productId, item.variationId)?.price;
    if (!amount) continue;
    for (let unit = 0; unit < item.quantity; unit++) {
      cards.push(
        issueGiftCard(db, {
          amount,
          recipientEmail: item.extraData.recipientEmail ?? order.billingEmail,
          recipientName: item.extraData.recipientName,
          senderName:
            item.extraData.senderName ??
            [order.billing.firstName, order.billing.lastName].filter(Boolean).join(' '),
          message: item.extraData.message,
          orderId: order.id,
          productId: item.productId,
        }),
      );
    }
  }
  return cards;
}

/** Mails each card to its recipient in the order's language; a failed mail is logged, not thrown. */
export async function mailGiftCards(
  services: Pick<ShopServices, 'config' | 'sendMail' | 'logger'>,
  order: Order,
  cards: GiftCard[],
): Promise<void> {
  for (const card of cards) {
    try {
      await sendGiftCardMail(services, card, orderLanguage(order));
    } catch (error) {
      services.logger.error({ err: error, giftCardId: card.id }, 'gift card mail failed');
    }
  }
}

/**
 * The shop owner marks an order paid (WooCommerce's "Processing" or "Completed" in the order
 * screen, `WC_Order::payment_complete()`): the cash arrived, the transfer cleared. The order
 * becomes completed when it needs no processing (downloads only), else processing; its gift cards
 * are issued and mailed, its downloads open, and their expiry counts from now. An order already
 * paid is left as it is; a cancelled, refunded or failed one is refused.
 */
export async function markOrderPaid(
  services: Pick<ShopServices, 'db' | 'config' | 'sendMail' | 'logger'>,
  orderId: number,
): Promise<{ order: Order; issuedGiftCards: GiftCard[] }> {
  const { db } = services;
  const result = db
    .transaction(() => {
      const order = orderById(db, orderId);
      if (!order) throw userError(`No order ${orderId}.`, 'NOT_FOUND');
      if (isPaidStatus(order.status)) return { order, issuedGiftCards: [] };
      if (!['pending', 'on-hold'].includes(order.status))
        throw userError(`Order ${orderId} is ${order.status}: it cannot be marked paid.`, 'CONFLICT');
      const allDownloads = orderItems(db, orderId).every((item) => {
        const product = loadProductRecord(db, item.productId);
        return Boolean(product?.virtual && product.downloadable);
      });
      const paidAt = now();
      db.prepare('UPDATE orders SET status = ?, paid_at = COALESCE(paid_at, ?) WHERE id = ?').run(
        allDownloads ? 'completed' : 'processing',
        paidAt,
        orderId,
      );
      // WooCommerce grants download access when the order is paid: the days of access start now.
      db.prepare(
        'UPDATE download_permissions SET access_expires = access_expires - ? + ? WHERE order_id = ? AND access_expires IS NOT NULL',
      ).run(order.createdAt, paidAt, orderId);
      const paid = orderById(db, orderId)!;
      return { order: paid, issuedGiftCards: issueOrderGiftCards(db, paid) };
    })
    .immediate();
  await mailGiftCards(services, result.order, result.issuedGiftCards);
  return result;
}
