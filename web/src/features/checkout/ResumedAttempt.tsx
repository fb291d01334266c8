import { messageFromError } from '@nails/machines/messages';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Link, useNavigate } from 'react-router-dom';
import { useLocale } from '../../i18n/useLocale.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';
import { CartActor } from '../cart/CartActor.tsx';
import { Message } from '../../lib/Message.tsx';
import { orderReceivedPath } from './useCheckoutMachine.ts';
import { attemptKeyStorage, type ResumedView } from './useResumedAttempt.ts';

/**
 * The checkout page's answer about an attempt it did not see finish (useResumedAttempt): the
 * pending state, the confirmation with the link to the order (this tab's order goes straight
 * to the order received page, as after a Place order that finished), or the refusal.
 */
export function ResumedAttempt({ view }: { view: ResumedView }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const { to } = useLocale();
  const cart = CartActor.useActorRef();
  const placed = view.kind === 'placed' ? view.attempt : undefined;
  const path = placed ? to(orderReceivedPath({ databaseId: placed.orderId, orderKey: placed.orderKey })) : '';
  const goThere = view.kind === 'placed' && view.thisTab;
  useEffect(() => {
    if (!goThere) return;
    sessionStorage.removeItem(attemptKeyStorage);
    // The order emptied the cart: the badge and drawer follow.
    cart.send({ type: 'cart.reload' });
    void navigate(path, { replace: true });
  }, [goThere, path, navigate, cart]);

  if (view.kind === 'pending')
    return (
      <p role="status" className="notice notice-info" data-testid="checkout-pending">
        {t('resumedCheckout.pending')}
      </p>
    );
  if (view.kind === 'refused')
    return (
      <Message
        message={messageFromError(
          new GraphQLRequestError(
            view.attempt.errorMessage ?? '',
            view.attempt.errorCode ?? 'CHECKOUT_FAILED',
          ),
        )}
      />
    );
  const number = (view.attempt.orderNumber ?? String(view.attempt.orderId ?? '')).replace(/^#/, '');
  return (
    <div role="status" className="notice notice-success" data-testid="checkout-placed">
      <p>{t('resumedCheckout.placed', { number: `#${number}` })}</p>
      <Link to={path}>{t('resumedCheckout.viewOrder')}</Link>
    </div>
  );
}
