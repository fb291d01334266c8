import type { CommerceConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { gatewaySetting } from '../../settings/options.ts';

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

/**
 * The gateways a cart may pay with (`WC_Payment_Gateways::get_available_payment_gateways`): cash
 * on delivery is left out of a cart that ships nothing (an empty one too) when its "Accept for
 * virtual orders" setting (`enable_for_virtual`, default yes, `WC_Gateway_COD::is_available`) is off.
 */
export function availableGateways(config: CommerceConfig, db: Db, needsShipping: boolean): PaymentGateway[] {
  const codForVirtual = gatewaySetting(db, 'cod', 'enable_for_virtual', 'yes') === 'yes';
  return enabledGateways(config).filter((gateway) => gateway.id !== 'cod' || needsShipping || codForVirtual);
}

export function gatewayById(
  config: CommerceConfig,
  id: string,
  cart?: { db: Db; needsShipping: boolean },
): PaymentGateway | undefined {
  const offered = cart ? availableGateways(config, cart.db, cart.needsShipping) : enabledGateways(config);
  return offered.find((gateway) => gateway.id === id);
}

export const STRIPE_NOT_CONFIGURED =
  'Card payments (Stripe) are not configured on this shop: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY.';
