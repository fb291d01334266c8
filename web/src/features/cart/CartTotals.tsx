import { useTranslation } from 'react-i18next';
import type { CartState } from './cartState.ts';
import styles from './Cart.module.css';

const isZero = (value: string | null | undefined) => !value || !/[1-9]/.test(value);

/** Subtotal, discount, shipping, gift cards and total with the VAT it includes (spec §3 cart totals). */
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
      {/* A gift card is a payment, not a discount: the total is what is left to pay by the
          payment method (commerce README, gift cards). */}
      {!isZero(cart.giftCardTotal) && (
        <>
          <dt>{t('totals.giftCards')}</dt>
          <dd data-testid="cart-gift-card-total">−{cart.giftCardTotal}</dd>
        </>
      )}
      <dt className={styles.grand}>{t('totals.total')}</dt>
      <dd className={styles.grand} data-testid="cart-total">
        {cart.total}
      </dd>
      {/* Prices include VAT: the VAT is part of the total, not added to it (shop README, tax rule). */}
      {!isZero(cart.totalTax) && (
        <dd className={styles.vat} data-testid="cart-vat">
          {t('totals.inclVat', { amount: cart.totalTax })}
        </dd>
      )}
    </dl>
  );
}
