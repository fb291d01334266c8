import { GatewayError } from '../errors.ts';

// One @, something before it, a dotted domain, no spaces: the rule of the restock and contact forms.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** WordPress keeps an account's address in a 100-character column (`wp_users.user_email`). */
export const accountEmailMax = 100;
/** The longest address mail can carry (RFC 5321): a billing or shipping address's email. */
export const addressEmailMax = 254;

/**
 * An address typed into an account form is refused as EMAIL_INVALID (`field` names it) before
 * commerce is asked when it is not one, or longer than commerce can keep: a real WooCommerce
 * answers an overlong account address with a database error and takes a malformed billing
 * address's for a generic refusal (gateway README "The GraphQL edge": bad input gets a stable
 * code and changes nothing). Absent or empty is left to the command: it may mean "unchanged".
 */
export function refuseBadEmail(value: unknown, field: string, max: number): void {
  if (value === undefined || value === null || value === '') return;
  const email = String(value).trim();
  if (email.length > max || !emailPattern.test(email))
    throw new GatewayError('EMAIL_INVALID', undefined, { field });
}

/** The emails of a customer's addresses (`billing`, `shipping`), as `refuseBadEmail` checks them. */
export function refuseBadAddressEmails(input: Record<string, unknown>): void {
  for (const kind of ['billing', 'shipping'] as const) {
    const address = input[kind] as Record<string, unknown> | null | undefined;
    refuseBadEmail(address?.email, `${kind}.email`, addressEmailMax);
  }
}
