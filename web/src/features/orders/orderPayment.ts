/**
 * An order that waits for its payment: pending (an unconfirmed card) or on hold (a bank transfer,
 * cash on delivery for a gift card or a download). WooCommerce's `needsPayment` is false on hold,
 * so the status decides, the same on the embedded back end and a real WooCommerce.
 */
export const orderWaitsForPayment = (status: string | null | undefined): boolean =>
  status === 'PENDING' || status === 'ON_HOLD';
