import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { waitFor } from 'xstate';
import type { UiMessage } from '@nails/machines';
import { CartActor, useCartBusy } from '../cart/CartActor.tsx';
import { Message } from '../cart/Message.tsx';
import styles from './PurchasePanel.module.css';

interface Props {
  productId: number;
  variationId?: number;
  variation?: { attributeName: string; attributeValue: string }[];
  /** addToCart's `extraData` JSON (a gift card's recipient). */
  extraData?: string;
  disabled: boolean;
  label: string;
}

/**
 * Quantity and add to cart ("adding..." while it runs), through the one cart actor: the badge,
 * the drawer and /cart show the new line at once, and the drawer opens when the store's
 * autoOpenCart setting is on (spec §4).
 */
export function AddToCartButton({ productId, variationId, variation, extraData, disabled, label }: Props) {
  const { t } = useTranslation();
  const cart = CartActor.useActorRef();
  const { adding, cartUpdating } = useCartBusy();
  const [quantity, setQuantity] = useState(1);
  const [outcome, setOutcome] = useState<{ added: true } | { error: UiMessage }>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    cart.send({ type: 'cart.add', input: { productId, quantity, variationId, variation, extraData } });
    if (!cart.getSnapshot().hasTag('adding')) return;
    const done = await waitFor(cart, (snapshot) => !snapshot.hasTag('adding'));
    setOutcome(done.context.error ? { error: done.context.error } : { added: true });
  };
  return (
    <form className={styles.cartForm} onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor="quantity">
        {t('product.quantity')}
      </label>
      <input
        id="quantity"
        className={`input ${styles.quantity}`}
        type="number"
        min={1}
        max={99}
        value={quantity}
        onChange={(event) => setQuantity(Math.max(1, Number(event.target.value) || 1))}
      />
      <button type="submit" className={`button ${styles.add}`} disabled={disabled || cartUpdating}>
        {adding ? t('buttons.adding') : label}
      </button>
      {outcome && 'added' in outcome && (
        <p className={styles.ok} role="status">
          {t('product.added')}
        </p>
      )}
      {outcome && 'error' in outcome && <Message message={outcome.error} />}
    </form>
  );
}
