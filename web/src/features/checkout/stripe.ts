import type { CardPaymentResult } from '@nails/machines/checkoutForm';
import type { Stripe, StripeElements } from '@stripe/stripe-js';

/** Stripe is offered only when the build has a publishable key (VITE_STRIPE_PUBLISHABLE_KEY). */
export const stripePublishableKey =
  (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined) || undefined;

let stripePromise: Promise<Stripe | null> | undefined;

/** Loads Stripe.js once, and only when a card payment is about to be shown. */
export function loadStripeOnce(): Promise<Stripe | null> {
  if (!stripePublishableKey) return Promise.resolve(null);
  stripePromise ??= import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(stripePublishableKey!));
  return stripePromise;
}

/** The mounted Payment Element, set by StripeCard; the checkout machine's card actors use it. */
export const stripeSession: { stripe?: Stripe; elements?: StripeElements } = {};

const result = (
  intent: { status: string; id: string } | undefined,
  error?: { message?: string },
): CardPaymentResult => ({
  status: intent?.status ?? 'failed',
  paymentIntentId: intent?.id ?? '',
  error: error?.message,
});

/** Confirms the intent with the Payment Element; 3-D Secure stays on the page (redirect only if required). */
export async function confirmCardPayment({
  clientSecret,
}: {
  clientSecret: string;
}): Promise<CardPaymentResult> {
  const { stripe, elements } = stripeSession;
  if (!stripe || !elements) return result(undefined, { message: 'The card form is not ready.' });
  const submitted = await elements.submit();
  if (submitted.error) return result(undefined, submitted.error);
  const confirmed = await stripe.confirmPayment({ elements, clientSecret, redirect: 'if_required' });
  return result(confirmed.paymentIntent, confirmed.error);
}

/** Waits for the 3-D Secure step of an intent that asked for it. */
export async function authenticateCard({
  clientSecret,
}: {
  clientSecret: string;
}): Promise<CardPaymentResult> {
  const { stripe } = stripeSession;
  if (!stripe) return result(undefined, { message: 'The card form is not ready.' });
  const handled = await stripe.handleNextAction({ clientSecret });
  return result(handled.paymentIntent, handled.error);
}
