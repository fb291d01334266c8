import { useState } from 'react';
import { useLocale } from '../../i18n/useLocale.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { messageFromError, type UiMessage } from '@nails/machines/messages';
import { AppLink } from '../../lib/AppLink.tsx';
import type { CartState } from './cartState.ts';
import { CartActor, useCart, useCartBusy, useCartError, useFreeShippingChosen } from './CartActor.tsx';
import { CartLine } from './CartLine.tsx';
import { GiftCardField } from './GiftCardField.tsx';
import { useCapability } from '../../lib/capabilities.ts';
import { CartTotals } from './CartTotals.tsx';
import { cartFigures } from '../../lib/cartMoney.ts';
import { CouponForm } from './CouponForm.tsx';
import { FreeShippingHint } from './FreeShippingHint.tsx';
import { Message } from '../../lib/Message.tsx';
import { ShippingEstimate } from './ShippingEstimate.tsx';
import { useMoveToWishlistMutation } from './useMoveToWishlistMutation.ts';
import { useShippingAddressMutation } from './useShippingAddressMutation.ts';
import styles from './Cart.module.css';

interface Props {
  showMoveToWishlist: boolean;
  /** The drawer is narrow: no shipping estimate there, the cart page has it. */
  compact?: boolean;
  onNavigate?(): void;
}

/**
 * A call the cart actor does not make (move to wishlist, shipping estimate): its new
 * cart goes to the one cart actor (`cart.changed`), its refusal shows above the lines, and the
 * cart waits for it.
 */
function useSideCall(setCart: (cart: CartState) => void) {
  const [sideError, setSideError] = useState<UiMessage>();
  const [sideBusy, setSideBusy] = useState(false);
  const side = (call: () => Promise<CartState>) => {
    setSideBusy(true);
    setSideError(undefined);
    call()
      .then(setCart)
      .catch((reason: unknown) => setSideError(messageFromError(reason)))
      .finally(() => setSideBusy(false));
  };
  return { side, sideBusy, sideError };
}

function EmptyCart({ onNavigate }: Pick<Props, 'onNavigate'>) {
  const { t } = useTranslation('shop');
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <p>{t('cart.empty')}</p>
      <AppLink to="/products" className="button" onClick={onNavigate}>
        {t('cart.browse')}
      </AppLink>
    </div>
  );
}

/** Checkout, and from the narrow drawer the cart page too. */
function CartActions({ compact, onNavigate }: Pick<Props, 'compact' | 'onNavigate'>) {
  const { t } = useTranslation('shop');
  return (
    <div className={styles.actions}>
      {compact && (
        <AppLink to="/cart" className="button button-secondary" onClick={onNavigate}>
          {t('cart.viewCart')}
        </AppLink>
      )}
      <AppLink to="/checkout" className="button" onClick={onNavigate}>
        {t('cart.checkout')}
      </AppLink>
    </div>
  );
}

/**
 * The cart (behaviour §2): lines, coupon, shipping estimate and totals, or the empty state. Page and
 * drawer show the one cart actor; quantity, coupon and shipping method changes are its events, and the calls it
 * does not make (move to wishlist, shipping estimate, gift cards) send it their new
 * cart as `cart.changed`.
 */
export function CartView({ showMoveToWishlist, compact, onNavigate }: Props) {
  const cart = useCart();
  const { locale } = useLocale();
  const error = useCartError();
  const flags = useCartBusy();
  const { send } = CartActor.useActorRef();
  const changed = (next: CartState) => send({ type: 'cart.changed', cart: next });
  const freeShippingChosen = useFreeShippingChosen();
  const moveToWishlist = useMoveToWishlistMutation();
  const estimateShipping = useShippingAddressMutation();
  const giftCards = useCapability('giftCards');
  const { side, sideBusy, sideError } = useSideCall(changed);
  // Her last change of the cart here was a coupon's: the machine's refusal is about the code, so
  // it shows under the coupon field, where she can correct it (the shop's rule: a refusal next to
  // what can fix it); any other refusal shows above the lines.
  const [couponTried, setCouponTried] = useState(false);
  const couponError = couponTried ? error : undefined;
  const lines = cart?.contents?.nodes ?? [];
  if (!cart || lines.length === 0) {
    return <EmptyCart onNavigate={onNavigate} />;
  }
  const busy = flags.cartUpdating || sideBusy;
  // Lines before discounts, adding up to the subtotal below (cartMoney.ts).
  const lineAmounts = cartFigures(cart, locale).lines;
  return (
    <div className={styles.cart} aria-busy={busy}>
      <Message message={couponError ? sideError : (error ?? sideError)} />
      <FreeShippingHint cart={cart} chosenForShopper={freeShippingChosen} />
      <ul className={styles.lines}>
        {lines.map((line, index) => (
          <CartLine
            key={line.key}
            line={line}
            amount={lineAmounts[index] ?? ''}
            busy={busy}
            showMoveToWishlist={showMoveToWishlist}
            onQuantity={(quantity) => {
              setCouponTried(false);
              send({ type: 'cart.quantity.change', key: line.key, quantity });
            }}
            onMoveToWishlist={() =>
              side(() => moveToWishlist({ key: line.key, productId: line.product?.node.databaseId ?? 0 }))
            }
          />
        ))}
      </ul>
      <CouponForm
        coupons={cart.appliedCoupons}
        shipping={cart}
        busy={flags.couponUpdating}
        error={couponError}
        onApply={(code) => {
          setCouponTried(true);
          send({ type: 'cart.coupon.apply', code });
        }}
        onRemove={(code) => {
          setCouponTried(true);
          send({ type: 'cart.coupon.remove', code });
        }}
      />
      {giftCards && <GiftCardField cards={cart.appliedGiftCards} busy={busy} onCart={changed} />}
      {!compact && (
        <ShippingEstimate
          cart={cart}
          busy={busy}
          onEstimate={(address) => side(() => estimateShipping(address))}
          onChooseRate={(method) => {
            setCouponTried(false);
            send({ type: 'cart.shipping.choose', method });
          }}
        />
      )}
      <CartTotals cart={cart} />
      <CartActions compact={compact} onNavigate={onNavigate} />
    </div>
  );
}
