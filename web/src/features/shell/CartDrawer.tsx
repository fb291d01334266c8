import { useTranslation } from 'react-i18next';
import { CartView } from '../cart/CartView.tsx';
import { cartButtonId } from './CartTrigger.tsx';
import { Drawer } from './Drawer.tsx';
import { useShell } from './ShellState.tsx';
import { useShellData } from './ShellData.tsx';

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
      {cartOpen && <CartView showMoveToWishlist={showMoveToWishlist} compact onNavigate={close} />}
    </Drawer>
  );
}
