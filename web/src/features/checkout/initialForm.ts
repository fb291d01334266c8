import type { Address, CheckoutForm } from '@nails/machines';
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

/** What the shop already knows about the shopper fills the form; spec §9: card is the default method. */
export function initialCheckoutForm(
  customer:
    | {
        readonly email?: string | null;
        readonly firstName?: string | null;
        readonly lastName?: string | null;
        readonly billing?: Known;
        readonly shipping?: Known;
      }
    | null
    | undefined,
  gateways: readonly Gateway[],
): Partial<CheckoutForm> {
  const billing = address(customer?.billing);
  if (!billing.email && customer?.email) billing.email = customer.email;
  if (!billing.firstName && customer?.firstName) billing.firstName = customer.firstName;
  if (!billing.lastName && customer?.lastName) billing.lastName = customer.lastName;
  const paymentMethod = gateways.some((gateway) => gateway.id === 'stripe')
    ? 'stripe'
    : (gateways[0]?.id ?? 'cod');
  return { billing, shipping: address(customer?.shipping), paymentMethod };
}
