/**
 * Shipping goes to the billing address unless the shopper asked for another one (behaviour §2
 * checkout: "optionally a different shipping address"), as WooCommerce's own checkout copies the
 * billing fields into shipping. WooGraphQL's `checkout` does not: for a cart that ships it reads
 * `shipping` from the input even when `shipToDifferentAddress` is false, so an order placed without
 * it kept only the session's shipping country. The gateway sends the copy itself, so every client
 * of `placeOrder` and every back end stores the same address.
 */
type CheckoutInput = Record<string, unknown>;

// A shipping address has no email: WooCommerce keeps the order's email with billing only.
const notShipped = new Set(['email']);

export function withShippingFromBilling(input: CheckoutInput): CheckoutInput {
  if (input.shipToDifferentAddress === true) return input;
  const billing = input.billing;
  if (!billing || typeof billing !== 'object') return input;
  const shipping = Object.fromEntries(
    Object.entries(billing as Record<string, unknown>).filter(([field]) => !notShipped.has(field)),
  );
  return { ...input, shipping };
}
