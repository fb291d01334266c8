/**
 * A new key for one shopper action, sent as the change's `clientMutationId`: the gateway runs a
 * change that a repeat would make twice (an add to cart, a coupon, a gift card, a review) once per
 * key and answers a repeat what the first got (gateway README "Once per tap"). The repeats this
 * covers are the ones the shopper never made: HTTP resending a POST whose connection closed, a
 * proxy's retry. One key per call of a mutation hook: `commit`'s own SHOPPER_BUSY resend keeps it.
 */
export function tapKey(): string {
  // randomUUID needs a secure context (https, localhost); a shop tried over http on a LAN address is not one.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
