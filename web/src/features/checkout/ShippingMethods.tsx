import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { shippingRates } from '../cart/rates.ts';
import type { CartState } from '../cart/cartState.ts';
import styles from './Checkout.module.css';

/**
 * The live rates for the address given so far; choosing one updates the cart's totals.
 * `freeShippingChosen`: the storefront chose the free rate for the shopper (cartMachine), and says so.
 */
export function ShippingMethods({
  cart,
  busy,
  freeShippingChosen = false,
  onSelect,
}: {
  cart: CartState;
  busy: boolean;
  freeShippingChosen?: boolean;
  onSelect(id: string): void;
}) {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  const rates = shippingRates(cart, locale, t);
  const chosen = cart.chosenShippingMethods?.[0];
  // A cart of downloads and gift cards ships nothing: no method to choose, no address to ask for.
  if (cart.needsShippingAddress === false) {
    return (
      <fieldset className={styles.fieldset} data-testid="shipping-methods">
        <legend>{t('checkout.shippingMethod')}</legend>
        <p>{t('checkout.noShippingNeeded')}</p>
      </fieldset>
    );
  }
  return (
    <fieldset className={styles.fieldset} aria-busy={busy}>
      <legend>{t('checkout.shippingMethod')}</legend>
      {rates.length === 0 && <p className="optional">{t('checkout.enterAddressForRates')}</p>}
      {freeShippingChosen && <p role="status">{t('freeShipping.chosen')}</p>}
      {rates.map((rate) => (
        <label key={rate.id} className={styles.rate}>
          <input
            type="radio"
            name="shipping-method"
            value={rate.id}
            checked={rate.id === chosen}
            disabled={busy}
            onChange={() => onSelect(rate.id)}
          />{' '}
          {rate.label} – {rate.cost}
        </label>
      ))}
    </fieldset>
  );
}
