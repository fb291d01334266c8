import { useState } from 'react';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { centsOf } from '../../lib/cents.ts';
import type { CartState } from './cartState.ts';
import { useApplyGiftCardMutation } from './useApplyGiftCardMutation.ts';
import { useRemoveGiftCardMutation } from './useRemoveGiftCardMutation.ts';
import { useErrorText } from '../giftcards/useErrorText.ts';
import styles from './GiftCardField.module.css';

interface Props {
  /** The cart's applied cards: each code, what it pays on this cart and its balance. */
  cards: CartState['appliedGiftCards'];
  busy: boolean;
  /**
   * Hands the new cart to the one cart actor (`cart.changed`), so badge, drawer, page and checkout
   * totals follow at once. Refusals stay in this field, under the code.
   */
  onCart(cart: CartState): void;
}

/**
 * A call that changes the cart: its new cart goes to `onCart` (after `after`, which clears what
 * the shopper typed), its refusal stays here as text.
 */
function useCartChange(onCart: (cart: CartState) => void) {
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const change = (call: () => Promise<CartState>, after?: () => void) => {
    setPending(true);
    setError(undefined);
    call()
      .then((cart) => {
        after?.();
        onCart(cart);
      })
      .catch((reason: unknown) => setError(errorText(reason)))
      .finally(() => setPending(false));
  };
  return { change, pending, error };
}

type AppliedCard = NonNullable<NonNullable<Props['cards']>[number]>;

interface AppliedCardsProps {
  cards: AppliedCard[];
  disabled: boolean;
  onRemove(code: string): void;
}

/** Each applied card: what it pays on this order, what stays on it, and its remove button. */
function AppliedCards({ cards, disabled, onRemove }: AppliedCardsProps) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  // The back end formats a card's amounts: read as cents, printed in the shopper's language.
  const money = (text: string | null | undefined) => format.cents(centsOf(text));
  return (
    <ul className={styles.cards} data-testid="applied-gift-cards">
      {cards.map((card) => (
        <li key={card.code}>
          <span>
            {t('giftCards.applied', { code: card.code, amount: money(card.amount) })}{' '}
            <small>{t('giftCards.balance', { balance: money(card.balance) })}</small>
          </span>
          <button
            type="button"
            className="link-button"
            disabled={disabled}
            onClick={() => onRemove(card.code)}
            aria-label={t('giftCards.removeCode', { code: card.code })}
          >
            {t('cart.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The gift card code field of the cart and checkout (behaviour §1 "use coupon codes and gift cards"):
 * apply a code, see what each card pays on this order and what stays on it, remove it. No
 * <form> of its own: at checkout it sits inside the checkout form, so Enter applies the code here
 * instead of placing the order.
 */
export function GiftCardField({ cards, busy, onCart }: Props) {
  const { t } = useTranslation('shop');
  const { change, pending, error } = useCartChange(onCart);
  const applyGiftCard = useApplyGiftCardMutation();
  const removeGiftCard = useRemoveGiftCardMutation();
  const [code, setCode] = useState('');
  const disabled = busy || pending;
  // As the coupon field: Apply waits for a code, so an empty one is never sent nor refused.
  const typed = code.trim();
  const apply = () => {
    if (!typed) return;
    change(
      () => applyGiftCard(typed),
      () => setCode(''),
    );
  };
  const applied = (cards ?? []).flatMap((card) => (card ? [card] : []));
  return (
    <div className={styles.field} data-testid="gift-card-field">
      <div className={styles.form}>
        <label htmlFor="gift-card-code" className="visually-hidden">
          {t('giftCards.code')}
        </label>
        <input
          id="gift-card-code"
          name="gift-card"
          className="input"
          value={code}
          placeholder={t('giftCards.code')}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (!disabled) apply();
          }}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'gift-card-error' : undefined}
        />
        <button
          type="button"
          className="button button-secondary"
          disabled={disabled || !typed}
          onClick={apply}
        >
          {pending ? t('giftCards.applying') : t('giftCards.apply')}
        </button>
      </div>
      {error && (
        <p id="gift-card-error" role="alert" className="field-error">
          {error}
        </p>
      )}
      {applied.length > 0 && (
        <AppliedCards
          cards={applied}
          disabled={disabled}
          onRemove={(card) => change(() => removeGiftCard(card))}
        />
      )}
    </div>
  );
}
