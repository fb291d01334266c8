import type { CommerceConfig } from '../../config.ts';

/** WooCommerce's payment gateways the shop offers; Stripe only when its keys are configured. */
export interface PaymentGateway {
  id: 'cod' | 'bacs' | 'stripe';
  title: string;
  description: string;
  icon: string | null;
}

const all: PaymentGateway[] = [
  {
    id: 'stripe',
    title: 'Credit / debit card',
    description: 'Pay securely with your card (Stripe).',
    icon: null,
  },
  {
    id: 'bacs',
    title: 'Direct bank transfer',
    description:
      'Make your payment directly into our bank account. Please use your order number as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
    icon: null,
  },
  { id: 'cod', title: 'Cash on delivery', description: 'Pay with cash upon delivery.', icon: null },
];

export function enabledGateways(config: CommerceConfig): PaymentGateway[] {
  return all.filter((gateway) => gateway.id !== 'stripe' || config.stripeEnabled);
}

export function gatewayById(config: CommerceConfig, id: string): PaymentGateway | undefined {
  return enabledGateways(config).find((gateway) => gateway.id === id);
}

export const STRIPE_NOT_CONFIGURED =
  'Card payments (Stripe) are not configured on this shop: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY.';
