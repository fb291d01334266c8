import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { cartFigures } from '../../lib/cartMoney.ts';
import type { CartState } from './cartState.ts';
import styles from './Cart.module.css';

/**
 * Subtotal, discount, shipping, gift cards and total with the VAT it includes (behaviour §3 cart
 * totals), each computed from the back end's raw amounts and their VAT (cartMoney.ts), reading
 * subtotal − discount + shipping − gift cards = total to the cent.
 */
export function CartTotals({ cart }: { cart: CartState }) {
  const { t } = useTranslation('shop');
  const { locale } = useLocale();
  const figures = cartFigures(cart, locale);
  return (
    <dl className={styles.totals} data-testid="cart-totals">
      <dt>{t('totals.subtotal')}</dt>
      <dd data-testid="cart-subtotal">{figures.subtotal}</dd>
      {figures.discount && (
        <>
          <dt>{t('totals.discount')}</dt>
          <dd data-testid="cart-discount">−{figures.discount}</dd>
        </>
      )}
      <dt>{t('totals.shipping')}</dt>
      <dd data-testid="cart-shipping">
        {cart.needsShippingAddress === false
          ? t('totals.noShippingNeeded')
          : cart.chosenShippingMethods?.length
            ? figures.shipping
            : t('totals.shippingAtCheckout')}
      </dd>
      {/* A gift card is a payment, not a discount: the total is what is left to pay by the
          payment method (commerce README, gift cards). */}
      {figures.giftCards && (
        <>
          <dt>{t('totals.giftCards')}</dt>
          <dd data-testid="cart-gift-card-total">−{figures.giftCards}</dd>
        </>
      )}
      <dt className={styles.grand}>{t('totals.total')}</dt>
      <dd className={styles.grand} data-testid="cart-total">
        {figures.total}
      </dd>
      {/* Prices include VAT: the VAT is part of the total, not added to it (shop README, tax rule). */}
      {figures.vat && (
        <dd className={styles.vat} data-testid="cart-vat">
          {t('totals.inclVat', { amount: figures.vat })}
        </dd>
      )}
    </dl>
  );
}
