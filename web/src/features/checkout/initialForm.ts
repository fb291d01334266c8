import type { Address, CheckoutForm } from '@nails/machines';
import { graphql, readInlineData } from 'react-relay';
import type { initialForm_customer$key } from '../../__generated__/initialForm_customer.graphql.ts';
import type { Gateway } from './PaymentOptions.tsx';
import { stripePublishableKey } from './stripe.ts';

type Known = { readonly [field: string]: string | null | undefined } | null | undefined;

const address = (known: Known): Address =>
  Object.fromEntries(
    Object.entries(known ?? {}).flatMap(([field, value]) =>
      typeof value === 'string' && value ? [[field, value]] : [],
    ),
  ) as Address;

/** Card needs Stripe.js and a publishable key; without one the card option is not offered. */
export const offeredGateways = (gateways: readonly Gateway[]): Gateway[] =>
  gateways.filter((gateway) => gateway.id !== 'stripe' || Boolean(stripePublishableKey));

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

/** What the shop already knows about the shopper fills the form; spec §9: card is the default method. */
export function initialCheckoutForm(
  customerRef: initialForm_customer$key | null | undefined,
  gateways: readonly Gateway[],
): Partial<CheckoutForm> {
  const customer = customerRef ? readInlineData(customerFragment, customerRef) : null;
  const billing = address(customer?.billing);
  if (!billing.email && customer?.email) billing.email = customer.email;
  if (!billing.firstName && customer?.firstName) billing.firstName = customer.firstName;
  if (!billing.lastName && customer?.lastName) billing.lastName = customer.lastName;
  const paymentMethod = gateways.some((gateway) => gateway.id === 'stripe')
    ? 'stripe'
    : (gateways[0]?.id ?? 'cod');
  return { billing, shipping: address(customer?.shipping), paymentMethod };
}
