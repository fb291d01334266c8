import { useTranslation } from '../../i18n/useTranslation.ts';
import { builtInText } from '../../i18n/builtInTitles.ts';
import { StripeCard } from './StripeCard.tsx';
import type { PaymentNeed } from './paymentNeed.ts';
import styles from './Checkout.module.css';

export interface Gateway {
  id: string;
  title?: string | null;
  description?: string | null;
}

interface Props {
  gateways: readonly Gateway[];
  /** The method shown as chosen; none when the shopper has yet to choose. */
  selected: string | undefined;
  amountCents: number;
  need: PaymentNeed;
  /** "Choose how to pay the rest", after Place order without a choice. */
  error?: string;
  onSelect(id: string): void;
}

/**
 * Payment options from the back end (card through the Stripe Payment Element, cash on delivery,
 * bank transfer), or none when gift cards pay everything; when they pay part, what they pay and
 * the remainder come first (paymentNeed.ts).
 */
export function PaymentOptions({ gateways, selected, amountCents, need, error, onSelect }: Props) {
  const { t } = useTranslation('shop');
  if (need.kind === 'none') {
    return (
      <fieldset className={styles.fieldset} data-testid="payment-options">
        <legend>{t('checkout.payment')}</legend>
        <p>{t('checkout.giftCardsPayAll')}</p>
      </fieldset>
    );
  }
  const errorId = error ? 'payment-method-error' : undefined;
  return (
    <fieldset
      className={styles.fieldset}
      data-testid="payment-options"
      aria-invalid={error ? true : undefined}
      aria-describedby={errorId}
    >
      <legend>{t('checkout.payment')}</legend>
      {need.kind === 'remainder' && (
        <p data-testid="payment-remainder">
          {t('checkout.giftCardsPayPart', { paid: need.paidByCards, remainder: need.remainder })}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      )}
      {gateways.map((gateway) => (
        <div key={gateway.id}>
          <label>
            <input
              type="radio"
              name="payment-method"
              value={gateway.id}
              checked={selected === gateway.id}
              onChange={() => onSelect(gateway.id)}
            />{' '}
            {builtInText(t, 'payment', gateway.id, gateway.title ?? gateway.id)}
          </label>
          {selected === gateway.id && gateway.description && (
            <p className="optional">
              {builtInText(t, 'paymentDescription', gateway.id, gateway.description)}
            </p>
          )}
          {selected === gateway.id && gateway.id === 'stripe' && (
            <StripeCard amountCents={amountCents} currency="eur" />
          )}
        </div>
      ))}
    </fieldset>
  );
}
