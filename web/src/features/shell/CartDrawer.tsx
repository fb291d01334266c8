import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { cartButtonId } from './CartTrigger.tsx';
import { Drawer } from './Drawer.tsx';
import { useShell } from './ShellState.tsx';
import { useShellData } from '../../lib/ShellData.tsx';

// Loaded when the drawer first opens: a page's first load carries no cart view.
const CartView = lazy(() => import('../cart/CartView.tsx').then((module) => ({ default: module.CartView })));

/** The slide-in cart: the same view as /cart (the one cart actor), without the shipping estimate. */
export function CartDrawer() {
  const { t } = useTranslation();
  const { cartOpen, send } = useShell();
  const { showMoveToWishlist } = useShellData();
  const close = () => send({ type: 'cart.close' });
  return (
    <Drawer
      id="cart-drawer"
      open={cartOpen}
      side="right"
      title={t('cart.title')}
      closeLabel={t('cart.close')}
      onClose={close}
      returnFocusTo={cartButtonId}
    >
      {cartOpen && (
        <Suspense fallback={null}>
          <CartView showMoveToWishlist={showMoveToWishlist} compact onNavigate={close} />
        </Suspense>
      )}
    </Drawer>
  );
}
