import { createHash } from 'node:crypto';

/**
 * Stream names. Emmett files a stream under the type before the first dash (`session`,
 * `wishlist` …), so ids after it may contain anything but must not be guessable from outside:
 * session ids are the cookie's random ids, and emails are hashed so the log's stream names carry
 * no personal data.
 */
export const streams = {
  session: (sessionId: string) => `session-${sessionId}`,
  guestWishlist: (sessionId: string) => `wishlist-guest:${sessionId}`,
  customerWishlist: (customerId: number) => `wishlist-customer:${customerId}`,
  newsletter: (email: string) => `newsletter-${hashEmail(email)}`,
  checkout: (idempotencyKey: string) => `checkout-${idempotencyKey}`,
  order: (orderId: number) => `order-${orderId}`,
  catalogue: (resource: string) => `catalogue-${resource}`,
};

export const hashEmail = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
