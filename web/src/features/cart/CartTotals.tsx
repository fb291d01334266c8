import { useTranslation } from 'react-i18next';
import type { CartState } from './cartState.ts';
import styles from './Cart.module.css';

const isZero = (value: string | null | undefined) => !value || !/[1-9]/.test(value);

/** Subtotal, discount, shipping, tax and total (spec §3 cart totals). */
export function CartTotals({ cart }: { cart: CartState }) {
  const { t } = useTranslation('shop');
  return (
    <dl className={styles.totals} data-testid="cart-totals">
      <dt>{t('totals.subtotal')}</dt>
      <dd>{cart.subtotal}</dd>
      {!isZero(cart.discountTotal) && (
        <>
          <dt>{t('totals.discount')}</dt>
          <dd>−{cart.discountTotal}</dd>
        </>
      )}
      <dt>{t('totals.shipping')}</dt>
      <dd>{cart.chosenShippingMethods?.length ? cart.shippingTotal : t('totals.shippingAtCheckout')}</dd>
      {!isZero(cart.totalTax) && (
        <>
          <dt>{t('totals.tax')}</dt>
          <dd>{cart.totalTax}</dd>
        </>
      )}
      <dt className={styles.grand}>{t('totals.total')}</dt>
      <dd className={styles.grand} data-testid="cart-total">
        {cart.total}
      </dd>
    </dl>
  );
}
