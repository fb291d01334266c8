import { useTranslation } from '../../i18n/useTranslation.ts';
import { BagIcon } from '../../lib/icons.tsx';
import { useCartCount } from '../cart/CartActor.tsx';
import { useShell } from './ShellState.tsx';
import styles from './Header.module.css';

/** The cart button's id: focus comes back to it when the drawer closes (WAI-ARIA dialog pattern). */
export const cartButtonId = 'cart-button';

/** Toggles the cart drawer; the count badge (the cart actor's) shows only above 0 (behaviour §2). */
export function CartTrigger() {
  const { t } = useTranslation();
  const { cartOpen, send } = useShell();
  const cartCount = useCartCount();
  return (
    <button
      id={cartButtonId}
      type="button"
      className={styles.iconButton}
      aria-label={cartCount > 0 ? t('nav.cartWithCount', { count: cartCount }) : t('nav.cart')}
      aria-expanded={cartOpen}
      aria-controls="cart-drawer"
      onClick={() => send({ type: 'cart.toggle' })}
    >
      <BagIcon />
      {cartCount > 0 && (
        <span className={styles.badge} data-testid="cart-count">
          {cartCount}
        </span>
      )}
    </button>
  );
}
