import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { FreeShippingHintQuery } from '../../__generated__/FreeShippingHintQuery.graphql.ts';
import { localeInfo } from '../../i18n/locales.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { Optional } from '../../lib/Optional.tsx';
import { showCents } from '../../lib/cartMoney.ts';
import type { CartState } from './cartState.ts';
import { freeShippingProgress } from './freeShipping.ts';
import styles from './Cart.module.css';

// The threshold the banner's promise starts at: WooGraphQL shows free shipping's `min_amount`
// only to shop managers, so the shop configures it in the content service (web README
// "Free shipping hint").
const query = graphql`
  query FreeShippingHintQuery($locale: String) {
    topBanner(locale: $locale) {
      freeShippingThreshold
    }
  }
`;

function Hint({ cart }: { cart: CartState }) {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  const data = useLazyLoadQuery<FreeShippingHintQuery>(
    query,
    { locale: localeInfo(locale).wp },
    { fetchPolicy: 'store-or-network' },
  );
  // Nothing to ship (downloads only): no shipping to be free of.
  if (!cart.needsShippingAddress) return null;
  const progress = freeShippingProgress(cart, data.topBanner.freeShippingThreshold);
  if (!progress) return null;
  return (
    <div className={styles.freeShipping} data-testid="free-shipping-hint">
      <p role="status">
        {progress.state === 'away'
          ? t('freeShipping.away', { amount: showCents(progress.missing) })
          : t('freeShipping.unlocked')}
      </p>
      <progress
        max={progress.threshold}
        value={Math.min(progress.counted, progress.threshold)}
        aria-label={t('freeShipping.progress', { amount: showCents(progress.threshold) })}
      />
    </div>
  );
}

/** "€X away from free shipping", then "Free shipping unlocked": in the cart page and the drawer. */
export function FreeShippingHint({ cart }: { cart: CartState }) {
  return (
    <Optional>
      <Hint cart={cart} />
    </Optional>
  );
}
