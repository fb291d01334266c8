import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { loadStripeOnce, stripeSession } from './stripe.ts';

/**
 * Stripe's Payment Element in deferred-intent mode: it mounts with the cart amount and the
 * intent is created only when the shopper places the order (checkout machine).
 */
export function StripeCard({ amountCents, currency }: { amountCents: number; currency: string }) {
  const { t } = useTranslation('shop');
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    loadStripeOnce()
      .then((stripe) => {
        if (cancelled || !stripe || !host.current) return;
        const elements = stripe.elements({
          mode: 'payment',
          amount: Math.max(amountCents, 50),
          currency: currency.toLowerCase(),
        });
        const element = elements.create('payment');
        element.mount(host.current);
        Object.assign(stripeSession, { stripe, elements });
        unmount = () => {
          element.destroy();
          delete stripeSession.elements;
        };
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [amountCents, currency]);
  return failed ? (
    <p className="notice notice-error">{t('checkout.cardUnavailable')}</p>
  ) : (
    <div ref={host} data-testid="stripe-payment-element" />
  );
}
