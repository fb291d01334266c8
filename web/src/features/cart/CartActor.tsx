import { createActorContext } from '@xstate/react';
import { cartItemCount, createCartMachine } from '@nails/machines';
import { useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import type { CartState } from './cartState.ts';
import { useAddToCartMutation } from './useAddToCartMutation.ts';
import { useApplyCouponMutation } from './useApplyCouponMutation.ts';
import { useRemoveCouponsMutation } from './useRemoveCouponsMutation.ts';
import { useUpdateQuantityMutation } from './useUpdateQuantityMutation.ts';

/**
 * The one cart of the shop (state the shopper sees in several places has one owner). The header badge, the drawer, /cart, add to cart and checkout all read this actor
 * through narrow selectors and change it only by sending events, so a change made anywhere shows
 * everywhere at once. Typed with the Relay fragment's data (`CartState`).
 */
const cartLogic = createCartMachine<CartState>();

export const CartActor = createActorContext(cartLogic);

export function CartProvider({ children, openDrawer }: { children: ReactNode; openDrawer(): void }) {
  const addToCart = useAddToCartMutation();
  const updateQuantity = useUpdateQuantityMutation();
  const applyCoupon = useApplyCouponMutation();
  const removeCoupons = useRemoveCouponsMutation();
  const logic = useMemo(
    () =>
      cartLogic.provide({
        actors: {
          addToCart: fromPromise(({ input }) => addToCart(input)),
          updateQuantity: fromPromise(({ input }) => updateQuantity(input)),
          applyCoupon: fromPromise(({ input }) => applyCoupon(input)),
          removeCoupons: fromPromise(({ input }) => removeCoupons(input)),
        },
        actions: { openCartDrawer: () => openDrawer() },
      }),
    [addToCart, updateQuantity, applyCoupon, removeCoupons, openDrawer],
  );
  // The cart arrives with the session refresh (`cart.set`), autoOpenCart with the store settings.
  return (
    <CartActor.Provider
      logic={logic}
      options={{ input: { cart: null, autoOpenCart: false }, inspect: inspect() }}
    >
      {children}
    </CartActor.Provider>
  );
}

/** The cart as the shopper sees it now (optimistic changes included); null before it loads. */
export const useCart = (): CartState | null => CartActor.useSelector((snapshot) => snapshot.context.cart);

/** The header badge's number (behaviour §2: shown only above 0). */
export const useCartCount = (): number => CartActor.useSelector(cartItemCount);

export const useCartError = () => CartActor.useSelector((snapshot) => snapshot.context.error);

export function useCartBusy() {
  const adding = CartActor.useSelector((snapshot) => snapshot.hasTag('adding'));
  const cartUpdating = CartActor.useSelector((snapshot) => snapshot.hasTag('cartUpdating'));
  const couponUpdating = CartActor.useSelector((snapshot) => snapshot.hasTag('couponUpdating'));
  return { adding, cartUpdating, couponUpdating };
}
