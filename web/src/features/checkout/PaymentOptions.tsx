import { useTranslation } from 'react-i18next';
import { StripeCard } from './StripeCard.tsx';
import styles from './Checkout.module.css';

export interface Gateway {
  id: string;
  title?: string | null;
  description?: string | null;
}

interface Props {
  gateways: readonly Gateway[];
  selected: string;
  amountCents: number;
  onSelect(id: string): void;
}

/** Payment options from the back end: card (Stripe Payment Element), cash on delivery, bank transfer. */
export function PaymentOptions({ gateways, selected, amountCents, onSelect }: Props) {
  const { t } = useTranslation('shop');
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('checkout.payment')}</legend>
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
            {gateway.title ?? gateway.id}
          </label>
          {selected === gateway.id && gateway.description && (
            <p className="optional">{gateway.description}</p>
          )}
          {selected === gateway.id && gateway.id === 'stripe' && (
            <StripeCard amountCents={amountCents} currency="eur" />
          )}
        </div>
      ))}
    </fieldset>
  );
}
