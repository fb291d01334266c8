import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { chosenOptions, giftCardRecipient, type CartState } from '../cart/cartState.ts';
import { CartTotals } from '../cart/CartTotals.tsx';
import { cartFigures } from '../../lib/cartMoney.ts';
import { GiftCardField } from '../cart/GiftCardField.tsx';
import { useCapability } from '../../lib/capabilities.ts';
import styles from './Checkout.module.css';

interface Props {
  cart: CartState;
  busy: boolean;
  /** A gift card applied or removed here: the new cart for the one cart actor (`cart.changed`). */
  onCart(cart: CartState): void;
}

/**
 * The order as it will be placed: lines, the gift card field (behaviour §1: checkout accepts a gift
 * card code; what each card pays shows here and the total beside follows at once; only where the
 * back end has gift cards) and totals.
 */
export function OrderReview({ cart, busy, onCart }: Props) {
  const { t } = useTranslation('shop');
  const giftCards = useCapability('giftCards');
  const { locale } = useLocale();
  // Lines before discounts, adding up to the subtotal below (lib/cartMoney.ts).
  const lineAmounts = cartFigures(cart, locale).lines;
  return (
    <aside className={styles.review} aria-label={t('checkout.yourOrder')}>
      <h2>{t('checkout.yourOrder')}</h2>
      <ul className={styles.lines}>
        {(cart.contents?.nodes ?? []).map((line, index) => {
          const options = chosenOptions(line).map((option) => option.value);
          const recipient = giftCardRecipient(line);
          return (
            <li key={line.key}>
              <span>
                {line.product?.node.name}
                {options.length ? ` (${options.join(', ')})` : ''} × {line.quantity}
                {recipient && (
                  <>
                    <br />
                    <small>{t('giftCards.forRecipient', { recipient })}</small>
                  </>
                )}
              </span>
              <span data-testid="review-line-amount">{lineAmounts[index]}</span>
            </li>
          );
        })}
      </ul>
      {giftCards && (
        <div className={styles.giftCard}>
          <GiftCardField cards={cart.appliedGiftCards} busy={busy} onCart={onCart} />
        </div>
      )}
      <CartTotals cart={cart} />
    </aside>
  );
}
