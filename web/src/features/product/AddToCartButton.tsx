import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { waitFor } from 'xstate';
import type { UiMessage } from '@nails/machines/messages';
import { CartActor, useCartBusy } from '../cart/CartActor.tsx';
import { Message } from '../../lib/Message.tsx';
import styles from './PurchasePanel.module.css';

const maxQuantity = 99;

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
 * autoOpenCart setting is on (behaviour §4).
 */
export function AddToCartButton({ productId, variationId, variation, extraData, disabled, label }: Props) {
  const { t } = useTranslation();
  const cart = CartActor.useActorRef();
  const { adding, cartUpdating } = useCartBusy();
  // The field's text as typed: a quantity the shop cannot take (−3, 0, 2.5, 120) is refused
  // with a message and adds nothing, rather than quietly becoming 1.
  const [typed, setTyped] = useState('1');
  const [outcome, setOutcome] = useState<{ added: true } | { error: UiMessage } | { invalid: true }>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const quantity = Number(typed);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantity) {
      setOutcome({ invalid: true });
      return;
    }
    setOutcome(undefined);
    cart.send({ type: 'cart.add', input: { productId, quantity, variationId, variation, extraData } });
    if (!cart.getSnapshot().hasTag('adding')) return;
    const done = await waitFor(cart, (snapshot) => !snapshot.hasTag('adding'));
    setOutcome(done.context.error ? { error: done.context.error } : { added: true });
  };
  return (
    <form className={styles.cartForm} onSubmit={(event) => void submit(event)} noValidate>
      <label className="visually-hidden" htmlFor="quantity">
        {t('product.quantity')}
      </label>
      <input
        id="quantity"
        className={`input ${styles.quantity}`}
        type="number"
        min={1}
        max={maxQuantity}
        step={1}
        value={typed}
        aria-invalid={outcome && 'invalid' in outcome ? true : undefined}
        aria-describedby={outcome && 'invalid' in outcome ? 'quantity-error' : undefined}
        onChange={(event) => setTyped(event.target.value)}
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
      {outcome && 'invalid' in outcome && (
        <p id="quantity-error" role="alert" className="notice notice-error">
          {t('product.quantityInvalid', { max: maxQuantity })}
        </p>
      )}
    </form>
  );
}
