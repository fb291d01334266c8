import { Suspense, useState, type FormEvent } from 'react';
import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useCountries } from '../../lib/countries.ts';
import { shippingRates } from './rates.ts';
import type { CartState } from './cartState.ts';
import styles from './Cart.module.css';

interface Props {
  cart: CartState;
  busy: boolean;
  onEstimate(address: { country: string; postcode?: string }): void;
  onChooseRate(rateId: string): void;
}

function CountrySelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation('shop');
  const countries = useCountries();
  return (
    <select
      id="estimate-country"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={t('address.country')}
    >
      <option value="">{t('address.chooseCountry')}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
}

/** Shipping estimate: a country and postcode give the live rates, one of which can be chosen. */
export function ShippingEstimate({ cart, busy, onEstimate, onChooseRate }: Props) {
  const { t } = useTranslation('shop');
  const [country, setCountry] = useState('');
  const [postcode, setPostcode] = useState('');
  const { locale } = useLocale();
  const rates = shippingRates(cart, locale);
  const chosen = cart.chosenShippingMethods?.[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (country) onEstimate({ country, postcode: postcode || undefined });
  };
  return (
    <details className={styles.estimate} open={rates.length > 0}>
      <summary>{t('cart.estimateShipping')}</summary>
      <form onSubmit={submit} className={styles.estimateForm}>
        <Suspense fallback={<select disabled aria-label={t('address.country')} />}>
          <CountrySelect value={country} onChange={setCountry} />
        </Suspense>
        <input
          value={postcode}
          onChange={(event) => setPostcode(event.target.value)}
          placeholder={t('address.postcode')}
          aria-label={t('address.postcode')}
        />
        <button type="submit" className="button button-secondary" disabled={busy || !country}>
          {t('cart.calculate')}
        </button>
      </form>
      {rates.length > 0 && (
        <fieldset className={styles.rates}>
          <legend>{t('checkout.shippingMethod')}</legend>
          {rates.map((rate) => (
            <label key={rate.id}>
              <input
                type="radio"
                name="cart-rate"
                value={rate.id}
                checked={rate.id === chosen}
                disabled={busy}
                onChange={() => onChooseRate(rate.id)}
              />{' '}
              {rate.label} – {rate.cost}
            </label>
          ))}
        </fieldset>
      )}
    </details>
  );
}
