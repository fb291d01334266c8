/**
 * Fields the browser never sees (the rule: secrets never reach the browser). They are
 * removed from the stitched schema; the commands that receive them (sign-in, registration, a
 * customer's password change) ask for them in their own documents and keep them sealed in the
 * session store.
 * PaymentIntent.clientSecret stays: Stripe.js needs it in the browser to confirm the payment.
 */
export const hiddenFields: Record<string, string[]> = {
  LoginPayload: ['authToken', 'refreshToken', 'wooSessionToken', 'sessionToken'],
  RegisterCustomerPayload: ['authToken', 'refreshToken'],
  UpdateCustomerPayload: ['authToken', 'refreshToken'],
  RefreshTokenPayload: ['authToken'],
  Customer: ['sessionToken'],
  User: ['wooSessionToken'],
  RootMutation: ['refreshToken'], // only the gateway refreshes tokens (WooGraphQL's root mutation type)
};
