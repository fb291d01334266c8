import Stripe from 'stripe';
import type { CommerceConfig } from '../../config.ts';
import { userError } from '../errors.ts';
import { CURRENCY } from '../../money.ts';
import { STRIPE_NOT_CONFIGURED } from './gateways.ts';

const clients = new WeakMap<CommerceConfig, Stripe>();

/** The Stripe client of this configuration; a clear error when the keys are not set. */
export function stripeClient(config: CommerceConfig): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw userError(STRIPE_NOT_CONFIGURED, 'PAYMENT_NOT_CONFIGURED');
  let client = clients.get(config);
  if (!client) {
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
    client = new Stripe(config.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port,
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

export interface IntentView {
  id: string;
  amount: number;
  currency: string;
  clientSecret: string | null;
  stripePaymentMethod: 'PAYMENT' | 'SETUP';
  error: string | null;
}

/** A PaymentIntent for the cart total (cents), as the WooNuxt settings plugin creates it. */
export async function createPaymentIntent(
  config: CommerceConfig,
  amount: number,
  metadata: Record<string, string>,
): Promise<IntentView> {
  const stripe = stripeClient(config);
  try {
    const intent = await stripe.paymentIntents.create({
      amount,
      currency: CURRENCY.toLowerCase(),
      automatic_payment_methods: { enabled: true },
      metadata,
    });
    return {
      id: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      clientSecret: intent.client_secret,
      stripePaymentMethod: 'PAYMENT',
      error: null,
    };
  } catch (error) {
    return {
      id: '',
      amount,
      currency: CURRENCY.toLowerCase(),
      clientSecret: null,
      stripePaymentMethod: 'PAYMENT',
      error: (error as Error).message,
    };
  }
}

/** Whether a PaymentIntent really paid `amount` (checkout trusts Stripe, never the client's isPaid). */
export async function paymentIntentPaid(
  config: CommerceConfig,
  id: string,
  amount: number,
): Promise<boolean> {
  const intent = await stripeClient(config).paymentIntents.retrieve(id);
  return (
    intent.status === 'succeeded' &&
    intent.amount_received >= amount &&
    intent.currency === CURRENCY.toLowerCase()
  );
}
