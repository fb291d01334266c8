import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CartPanel } from '../cart/CartPanel.tsx';
import { AppLink } from '../../lib/AppLink.tsx';
import { Drawer } from './Drawer.tsx';
import { useShell } from './ShellState.tsx';
import { useShellData } from './ShellData.tsx';

/**
 * The slide-in cart. Part 1 gives it its frame and empty state; the line items, coupon and totals
 * are the cart feature's (storefront part 2), rendered through `children` of this drawer later.
 */
export function CartDrawer({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { cartOpen, send } = useShell();
  const { cartCount } = useShellData();
  return (
    <Drawer
      id="cart-drawer"
      open={cartOpen}
      side="right"
      title={t('cart.title')}
      closeLabel={t('cart.close')}
      onClose={() => send({ type: 'cart.close' })}
    >
      {children ??
        (cartCount === 0 ? (
          <div>
            <p>{t('cart.empty')}</p>
            <AppLink to="/products" className="button">
              {t('cart.browse')}
            </AppLink>
          </div>
        ) : (
          cartOpen && (
            <Suspense fallback={null}>
              <CartPanel onNavigate={() => send({ type: 'cart.close' })} />
            </Suspense>
          )
        ))}
    </Drawer>
  );
}
