import { graphql } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { FreeShippingHintQuery } from '../../__generated__/FreeShippingHintQuery.graphql.ts';
import { localeInfo } from '../../i18n/locales.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useStoreData } from '../../relay/useStoreData.ts';
import { showCents } from '../../lib/cartMoney.ts';
import type { CartState } from './cartState.ts';
import { freeShippingProgress } from './freeShipping.ts';
import styles from './Cart.module.css';

// The threshold the banner's promise starts at: WooGraphQL shows free shipping's `min_amount`
// only to shop managers, so the shop configures it in the content service (web README
// "Free shipping hint"). The frame's query reads it with the banner; read here from the store, so
// the hint is in the server's HTML and does not push the cart's lines down after hydration.
const query = graphql`
  query FreeShippingHintQuery($locale: String) {
    topBanner(locale: $locale) {
      freeShippingThreshold
    }
  }
`;

/**
 * "€X away from free shipping", then "Free shipping unlocked": in the cart page and the drawer.
 * `chosenForShopper`: the storefront chose the free rate for her (cartMachine), which it says
 * even when a coupon, not the threshold, unlocked it.
 */
export function FreeShippingHint({
  cart,
  chosenForShopper = false,
}: {
  cart: CartState;
  chosenForShopper?: boolean;
}) {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  const data = useStoreData<FreeShippingHintQuery>(query, { locale: localeInfo(locale).wp });
  // Nothing to ship (downloads only): no shipping to be free of.
  if (!cart.needsShippingAddress) return null;
  if (chosenForShopper) {
    return (
      <div className={styles.freeShipping} data-testid="free-shipping-hint">
        <p role="status">{t('freeShipping.chosen')}</p>
      </div>
    );
  }
  // No threshold yet: no hint.
  if (!data) return null;
  const progress = freeShippingProgress(cart, data.topBanner.freeShippingThreshold);
  if (!progress) return null;
  return (
    <div className={styles.freeShipping} data-testid="free-shipping-hint">
      <p role="status">
        {progress.state === 'away'
          ? t('freeShipping.away', { amount: showCents(progress.missing, locale) })
          : t('freeShipping.unlocked')}
      </p>
      <progress
        max={progress.threshold}
        value={Math.min(progress.counted, progress.threshold)}
        aria-label={t('freeShipping.progress', { amount: showCents(progress.threshold, locale) })}
      />
    </div>
  );
}
