import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../shell/ShellState.tsx';
import { useAddToCart } from './useAddToCart.ts';
import styles from './PurchasePanel.module.css';

interface Props {
  productId: number;
  variationId?: number;
  variation?: { attributeName: string; attributeValue: string }[];
  disabled: boolean;
  label: string;
  autoOpenCart: boolean;
}

/** Quantity and add-to-cart ("adding..." while it runs); opens the drawer when autoOpenCart is on (spec §4). */
export function AddToCartButton({ productId, variationId, variation, disabled, label, autoOpenCart }: Props) {
  const { t } = useTranslation();
  const { send } = useShell();
  const [add, adding] = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    try {
      await add({ productId, quantity, variationId, variation });
      setMessage({ ok: true, text: t('product.added') });
      if (autoOpenCart) send({ type: 'cart.open' });
    } catch {
      setMessage({ ok: false, text: t('product.addFailed') });
    }
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
      <button type="submit" className={`button ${styles.add}`} disabled={disabled || adding}>
        {adding ? t('buttons.adding') : label}
      </button>
      {message && (
        <p className={message.ok ? styles.ok : 'field-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </form>
  );
}
