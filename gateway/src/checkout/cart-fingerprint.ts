import { createHash } from 'node:crypto';
import type { CartCommand } from '../cart/cart-command.ts';

/**
 * What a checkout attempt was for: a digest of the session's cart log (the commands since the
 * cart was last emptied) when its idempotency key was first used. A repeat of the key for
 * another cart is refused (IDEMPOTENCY_KEY_MISMATCH, events README "Checkout keys"), as a
 * payment API refuses a key reused with other parameters, instead of replaying an order placed
 * for a different cart.
 */
export function cartFingerprint(commands: readonly CartCommand[]): string {
  return createHash('sha256').update(JSON.stringify(commands)).digest('base64url');
}

/** The empty cart's: what a repeat sees after the attempt's order emptied the cart. */
export const emptyCartFingerprint = cartFingerprint([]);
