import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { waitFor } from 'xstate';
import type { UiMessage } from '@nails/machines/messages';
import { AppLink } from '../../lib/AppLink.tsx';
import { CartActor, useCartBusy } from '../cart/CartActor.tsx';
import { Message } from '../../lib/Message.tsx';
import styles from './ProductCard.module.css';

/** What the card's button does: add one at once, or lead to the product page to choose first. */
export type CardPurchaseKind = 'add' | 'choose' | 'group' | 'details';

/**
 * A card adds to the cart only what needs no choice (WooCommerce's loop button): a simple product
 * in stock that is no gift card (a gift card asks for its recipient). A variable product or a gift
 * card leads to its page to choose ("Select options"), a grouped one to its sets ("View
 * products"), anything else (external, out of stock) to its page ("Read more").
 */
export function cardPurchaseKind(product: {
  type: string | null | undefined;
  stockStatus: string | null | undefined;
  giftCard: boolean;
}): CardPurchaseKind {
  if (product.type === 'VARIABLE' || (product.giftCard && product.type === 'SIMPLE')) return 'choose';
  if (product.type === 'GROUPED') return 'group';
  if (product.type === 'SIMPLE' && product.stockStatus !== 'OUT_OF_STOCK') return 'add';
  return 'details';
}

const linkLabels = {
  choose: 'product.selectOptions',
  group: 'catalogue.viewProducts',
  details: 'catalogue.readMore',
} as const;

/**
 * The card's buy button. Adding goes through the one cart actor (badge, drawer and /cart follow,
 * the drawer opens when the store says so), one at a time, with the outcome under the button.
 */
export function CardPurchase({
  kind,
  productId,
  name,
  path,
}: {
  kind: CardPurchaseKind;
  productId: number;
  name: string;
  path: string;
}) {
  const { t } = useTranslation();
  const cart = CartActor.useActorRef();
  const { cartUpdating } = useCartBusy();
  const [state, setState] = useState<'idle' | 'adding' | 'added' | { error: UiMessage }>('idle');
  if (kind !== 'add')
    return (
      <div className={styles.purchase}>
        <AppLink to={path} className={`button button-secondary ${styles.buy}`} data-testid="card-choose">
          {t(linkLabels[kind])}
        </AppLink>
      </div>
    );
  const add = async () => {
    setState('adding');
    cart.send({ type: 'cart.add', input: { productId, quantity: 1 } });
    // The cart takes one change at a time: an add it did not take leaves the button as it was.
    if (!cart.getSnapshot().hasTag('adding')) return setState('idle');
    const done = await waitFor(cart, (snapshot) => !snapshot.hasTag('adding'));
    setState(done.context.error ? { error: done.context.error } : 'added');
  };
  return (
    <div className={styles.purchase}>
      <button
        type="button"
        className={`button ${styles.buy}`}
        // The name begins with the visible words (WCAG 2.5.3, label in name), then says which set.
        aria-label={t('catalogue.addNamedToCart', { name })}
        disabled={state === 'adding' || cartUpdating}
        onClick={() => void add()}
        data-testid="card-add-to-cart"
      >
        {state === 'adding' ? t('buttons.adding') : t('product.addToCart')}
      </button>
      {state === 'added' && (
        <p className={styles.added} role="status">
          {t('product.added')}
        </p>
      )}
      {typeof state === 'object' && <Message message={state.error} />}
    </div>
  );
}
