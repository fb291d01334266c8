import { useTranslation } from 'react-i18next';
import { BagIcon } from '../../lib/icons.tsx';
import { useShell } from './ShellState.tsx';
import { useShellData } from './ShellData.tsx';
import styles from './Header.module.css';

/** Toggles the cart drawer; the count badge shows only above 0 (spec §2). */
export function CartTrigger() {
  const { t } = useTranslation();
  const { cartOpen, send } = useShell();
  const { cartCount } = useShellData();
  return (
    <button
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
