/**
 * An order that waits for its payment: pending (an unconfirmed card) or on hold (a bank transfer,
 * cash on delivery for a gift card or a download). WooCommerce's `needsPayment` is false on hold,
 * so the status decides, the same on the embedded back end and a real WooCommerce.
 */
export const orderWaitsForPayment = (status: string | null | undefined): boolean =>
  status === 'PENDING' || status === 'ON_HOLD';

export interface UnpaidOrder {
  status: string | null | undefined;
  paymentMethod: string | null | undefined;
  /** A line is a gift card (and the back end issues gift cards). */
  buysGiftCards: boolean;
  /** A line is a download. */
  buysDownloads: boolean;
}

export type NextStep = 'bankTransfer' | 'cashOnDelivery' | 'giftCardAfterPayment' | 'downloadsAfterPayment';

/** What the order page says happens next (`order.next.*` messages), in that order; none once paid. */
export function nextSteps(order: UnpaidOrder): NextStep[] {
  if (!orderWaitsForPayment(order.status)) return [];
  const steps: NextStep[] = [];
  if (order.paymentMethod === 'bacs') steps.push('bankTransfer');
  if (order.paymentMethod === 'cod' && !order.buysGiftCards && !order.buysDownloads)
    steps.push('cashOnDelivery');
  if (order.buysGiftCards) steps.push('giftCardAfterPayment');
  if (order.buysDownloads) steps.push('downloadsAfterPayment');
  return steps;
}
