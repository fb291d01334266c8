import { postalAddressFields, type Address, type CheckoutForm } from '@nails/machines/checkoutForm';
import { graphql, readInlineData } from 'react-relay';
import type { initialForm_customer$key } from '../../__generated__/initialForm_customer.graphql.ts';
import { savedAddress } from '../address/savedAddress.ts';
import type { Gateway } from './PaymentOptions.tsx';
import { stripePublishableKey } from './stripe.ts';

/**
 * The payment methods the checkout offers: the back end's list, card only where the back end
 * creates Stripe payment intents (the `stripePaymentIntents` capability) and the build has a
 * publishable key for Stripe.js; otherwise the card option is not offered.
 */
export const offeredGateways = (
  gateways: readonly Gateway[],
  stripePaymentIntents: boolean,
  publishableKey: string | undefined = stripePublishableKey,
): Gateway[] =>
  gateways.filter((gateway) => gateway.id !== 'stripe' || (stripePaymentIntents && Boolean(publishableKey)));

const customerFragment = graphql`
  fragment initialForm_customer on Customer @inline {
    email
    firstName
    lastName
    # eslint-disable-next-line relay/unused-fields -- address() copies every field
    billing {
      firstName
      lastName
      company
      address1
      address2
      city
      state
      postcode
      country
      email
      phone
    }
    # eslint-disable-next-line relay/unused-fields -- address() copies every field
    shipping {
      firstName
      lastName
      company
      address1
      address2
      city
      state
      postcode
      country
    }
  }
`;

/** What the shop already knows about the shopper fills the form; behaviour §9: card is the default method. */
export function initialCheckoutForm(
  customerRef: initialForm_customer$key | null | undefined,
  gateways: readonly Gateway[],
): Partial<CheckoutForm> {
  const customer = customerRef ? readInlineData(customerFragment, customerRef) : null;
  const billing = savedAddress(customer?.billing);
  if (!billing.email && customer?.email) billing.email = customer.email;
  if (!billing.firstName && customer?.firstName) billing.firstName = customer.firstName;
  if (!billing.lastName && customer?.lastName) billing.lastName = customer.lastName;
  const paymentMethod = gateways.some((gateway) => gateway.id === 'stripe')
    ? 'stripe'
    : (gateways[0]?.id ?? 'cod');
  const shipping = savedAddress(customer?.shipping);
  return { billing, shipping, shipToDifferentAddress: shipsElsewhere(billing, shipping), paymentMethod };
}

/**
 * A customer who saved a shipping address of its own (My account → Addresses) ships there: the
 * checkout opens with "Ship to a different address" ticked and that address filled in.
 */
export function shipsElsewhere(billing: Address, shipping: Address): boolean {
  if (!shipping.address1?.trim()) return false;
  const same = (field: (typeof postalAddressFields)[number]) =>
    (billing[field] ?? '').trim().toLowerCase() === (shipping[field] ?? '').trim().toLowerCase();
  return !postalAddressFields.every(same);
}
