import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import type { CartState } from '../cart/cartState.ts';
import {
  appliedGiftCards,
  applyGiftCard,
  removeGiftCard,
  type AppliedGiftCard,
  type GiftCardResult,
} from './giftCardCalls.ts';
import { useErrorText } from './useErrorText.ts';
import styles from './GiftCards.module.css';

interface Props {
  /** The cart's total: when it changes, what each card pays is read again. */
  cartTotal: string | null | undefined;
  busy: boolean;
  /**
   * Hands the new cart to the cart actor (CartView's and the checkout's "side call"), so badge,
   * drawer, page and checkout totals follow. Refusals stay in this field, under the code.
   */
  run(call: () => Promise<CartState>): void;
}

/**
 * The gift card code field of the cart and checkout (spec §1 "use coupon codes and gift cards"):
 * apply a code, see what each card pays on this order and what stays on it, remove it.
 */
export function GiftCardField({ cartTotal, busy, run }: Props) {
  const { t } = useTranslation('shop');
  const environment = useRelayEnvironment();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [cards, setCards] = useState<AppliedGiftCard[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let current = true;
    appliedGiftCards(environment)
      .then((next) => current && setCards(next))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [environment, cartTotal]);

  const change = (call: () => Promise<GiftCardResult>, after?: () => void) => {
    setPending(true);
    setError(undefined);
    call()
      .then((result) => {
        setCards(result.cards);
        after?.();
        run(() => Promise.resolve(result.cart));
      })
      .catch((reason: unknown) => setError(errorText(reason)))
      .finally(() => setPending(false));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError(t('giftCards.codeRequired'));
      return;
    }
    change(
      () => applyGiftCard(environment, typed),
      () => setCode(''),
    );
  };
  const disabled = busy || pending;
  return (
    <div className={styles.field} data-testid="gift-card-field">
      <form onSubmit={submit} className={styles.form} noValidate>
        <label htmlFor="gift-card-code" className="visually-hidden">
          {t('giftCards.code')}
        </label>
        <input
          id="gift-card-code"
          name="gift-card"
          value={code}
          placeholder={t('giftCards.code')}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'gift-card-error' : undefined}
        />
        <button type="submit" className="button button-secondary" disabled={disabled}>
          {pending ? t('giftCards.applying') : t('giftCards.apply')}
        </button>
      </form>
      {error && (
        <p id="gift-card-error" role="alert" className="field-error">
          {error}
        </p>
      )}
      {cards.length > 0 && (
        <ul className={styles.cards} data-testid="applied-gift-cards">
          {cards.map((card) => (
            <li key={card.code}>
              <span>
                {t('giftCards.applied', { code: card.code, amount: card.amount })}{' '}
                <small>{t('giftCards.balance', { balance: card.balance })}</small>
              </span>
              <button
                type="button"
                className="link-button"
                disabled={disabled}
                onClick={() => change(() => removeGiftCard(environment, card.code))}
                aria-label={t('giftCards.removeCode', { code: card.code })}
              >
                {t('cart.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
