import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ShippingEstimateDestinationQuery } from '../../__generated__/ShippingEstimateDestinationQuery.graphql.ts';
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

// The country the cart's shipping is computed for: the session customer's shipping country, else
// her billing country (WooCommerce answers a guest's as the shop's base country, its default
// customer location).
const destinationQuery = graphql`
  query ShippingEstimateDestinationQuery {
    customer {
      shipping {
        country
      }
      billing {
        country
      }
    }
  }
`;

/** The country the cart's shipping is computed for, when the shop sells there; else ''. */
function useCartDestination(countries: readonly { code: string }[]): string {
  const { customer } = useLazyLoadQuery<ShippingEstimateDestinationQuery>(
    destinationQuery,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const destination = customer?.shipping?.country || customer?.billing?.country || '';
  return countries.some((country) => country.code === destination) ? destination : '';
}

/**
 * Country, postcode and Calculate. The country starts as the cart's destination; `country` is the
 * one the shopper chose here, undefined until she does.
 */
function EstimateFields({ busy, onEstimate }: Pick<Props, 'busy' | 'onEstimate'>) {
  const { t } = useTranslation('shop');
  const countries = useCountries();
  const destination = useCartDestination(countries);
  const [country, setCountry] = useState<string>();
  const [postcode, setPostcode] = useState('');
  const shown = country ?? destination;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shown) onEstimate({ country: shown, postcode: postcode || undefined });
  };
  return (
    <form onSubmit={submit} className={styles.estimateForm}>
      <select
        id="estimate-country"
        value={shown}
        onChange={(event) => setCountry(event.target.value)}
        aria-label={t('address.country')}
      >
        <option value="">{t('address.chooseCountry')}</option>
        {countries.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <input
        value={postcode}
        onChange={(event) => setPostcode(event.target.value)}
        placeholder={t('address.postcode')}
        aria-label={t('address.postcode')}
      />
      <button type="submit" className="button button-secondary" disabled={busy || !shown}>
        {t('cart.calculate')}
      </button>
    </form>
  );
}

/** What shows while the countries and the cart's destination load: the same row, inert. */
function EstimateFieldsLoading() {
  const { t } = useTranslation('shop');
  return (
    <form className={styles.estimateForm}>
      <select disabled aria-label={t('address.country')} />
      <input disabled placeholder={t('address.postcode')} aria-label={t('address.postcode')} />
      <button type="submit" className="button button-secondary" disabled>
        {t('cart.calculate')}
      </button>
    </form>
  );
}

/** Shipping estimate: a country and postcode give the live rates, one of which can be chosen. */
export function ShippingEstimate({ cart, busy, onEstimate, onChooseRate }: Props) {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  const rates = shippingRates(cart, locale, t);
  const chosen = cart.chosenShippingMethods?.[0];
  return (
    <details className={styles.estimate} open={rates.length > 0}>
      <summary>{t('cart.estimateShipping')}</summary>
      <Suspense fallback={<EstimateFieldsLoading />}>
        <EstimateFields busy={busy} onEstimate={onEstimate} />
      </Suspense>
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
