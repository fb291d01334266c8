import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { Img } from '../../lib/Img.tsx';
import { chosenOptions, giftCardRecipient, type CartLineState } from './cartState.ts';
import styles from './Cart.module.css';

interface Props {
  line: CartLineState;
  /** The line before discounts, VAT included (cartMoney.ts): the lines add up to the subtotal. */
  amount: string;
  busy: boolean;
  showMoveToWishlist: boolean;
  onQuantity(quantity: number): void;
  onMoveToWishlist(): void;
}

/** One cart line: image, name, chosen variation, line amount, quantity (0 removes), remove, move to wishlist. */
export function CartLine({ line, amount, busy, showMoveToWishlist, onQuantity, onMoveToWishlist }: Props) {
  const { t } = useTranslation('shop');
  const product = line.product?.node;
  const image = line.variation?.node.image ?? product?.image;
  const name = product?.name ?? '';
  const attributes = chosenOptions(line).map((option) => `${option.label}: ${option.value}`);
  const recipient = giftCardRecipient(line);
  return (
    <li className={styles.line} data-testid="cart-line">
      <Img
        source={image?.sourceUrl}
        width={80}
        height={80}
        alt={image?.altText || name}
        loading="lazy"
        className={styles.thumb}
      />
      <div className={styles.lineBody}>
        <AppLink to={`/product/${product?.slug ?? ''}`} className={styles.lineName}>
          {name}
        </AppLink>
        {attributes.length > 0 && <p className={styles.variation}>{attributes.join(' · ')}</p>}
        {recipient && <p className={styles.variation}>{t('giftCards.forRecipient', { recipient })}</p>}
        <div className={styles.lineActions}>
          <label className={styles.quantity}>
            <span>{t('cart.quantity')}</span>
            <input
              type="number"
              min={0}
              max={99}
              inputMode="numeric"
              value={line.quantity ?? 0}
              disabled={busy}
              aria-label={t('cart.quantityOf', { name })}
              onChange={(event) => {
                const value = Number.parseInt(event.target.value, 10);
                if (Number.isFinite(value) && value >= 0) onQuantity(value);
              }}
            />
          </label>
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => onQuantity(0)}
            aria-label={t('cart.removeItem', { name })}
          >
            {t('cart.remove')}
          </button>
          {showMoveToWishlist && (
            <button type="button" className="link-button" disabled={busy} onClick={onMoveToWishlist}>
              {t('cart.moveToWishlist')}
            </button>
          )}
        </div>
      </div>
      <span className={styles.lineTotal} data-testid="cart-line-amount">
        {amount}
      </span>
    </li>
  );
}
