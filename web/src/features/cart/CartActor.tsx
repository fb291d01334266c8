import { createActorContext } from '@xstate/react';
import { cartItemCount, createCartMachine, freeShippingChosenForShopper } from '@nails/machines/cartMachine';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type IEnvironment } from 'relay-runtime';
import { fromPromise } from 'xstate';
import type { CartActorPageQuery } from '../../__generated__/CartActorPageQuery.graphql.ts';
import { inspect } from '../../app/inspector.ts';
import { readCart, type CartState } from './cartState.ts';
import { useAddToCartMutation } from './useAddToCartMutation.ts';
import { useApplyCouponMutation } from './useApplyCouponMutation.ts';
import { useCartQuery } from './useCartQuery.ts';
import { useRemoveCouponsMutation } from './useRemoveCouponsMutation.ts';
import { useShippingMethodMutation } from './useShippingMethodMutation.ts';
import { useUpdateQuantityMutation } from './useUpdateQuantityMutation.ts';

/**
 * The one cart of the shop (state the shopper sees in several places has one owner). The header
 * badge, the drawer, /cart, add to cart and checkout all read this actor through narrow selectors
 * and change it only by sending events, so a change made anywhere shows everywhere at once. Typed
 * with the Relay fragment's data (`CartState`). The machine is the only writer of the cart: a cart
 * received outside its own calls reaches it as an event it judges, `cart.loaded` (a read: the
 * visit's, the session refresh's) or `cart.changed` (a change's answer), and `cart.reload` reads
 * it again (machines README "Rules of this folder"; `cartWriters.test.ts` keeps it so).
 */
const cartLogic = createCartMachine<CartState>();

export const CartActor = createActorContext(cartLogic);

/** Never fetched: read from the store, where a page's own cart query put its cart. */
const pageCartQuery = graphql`
  query CartActorPageQuery {
    cart {
      ...cartState_cart
    }
  }
`;

/**
 * The cart the page was rendered with (the server's `/cart` and `/checkout`, in the records the
 * page carries), else null: the actor starts from it, so the server's HTML and the hydrating
 * render show the same lines and badge, with no empty cart in between.
 */
function pageCart(environment: IEnvironment): CartState | null {
  const snapshot = environment.lookup(createOperationDescriptor(getRequest(pageCartQuery), {}).fragment);
  return snapshot.isMissingData ? null : readCart((snapshot.data as CartActorPageQuery['response']).cart);
}

export function CartProvider({ children, openDrawer }: { children: ReactNode; openDrawer(): void }) {
  const environment = useRelayEnvironment();
  const [startCart] = useState(() => pageCart(environment));
  const addToCart = useAddToCartMutation();
  const updateQuantity = useUpdateQuantityMutation();
  const applyCoupon = useApplyCouponMutation();
  const removeCoupons = useRemoveCouponsMutation();
  const loadCart = useCartQuery();
  const changeShippingMethod = useShippingMethodMutation();
  const logic = useMemo(
    () =>
      cartLogic.provide({
        actors: {
          addToCart: fromPromise(({ input }) => addToCart(input)),
          updateQuantity: fromPromise(({ input }) => updateQuantity(input)),
          applyCoupon: fromPromise(({ input }) => applyCoupon(input)),
          removeCoupons: fromPromise(({ input }) => removeCoupons(input)),
          loadCart: fromPromise<CartState | null>(() => loadCart()),
          changeShippingMethod: fromPromise(({ input }) => changeShippingMethod(input)),
        },
        actions: { openCartDrawer: () => openDrawer() },
      }),
    [addToCart, updateQuantity, applyCoupon, removeCoupons, loadCart, changeShippingMethod, openDrawer],
  );
  // Else the cart arrives with the session refresh (`cart.loaded`), autoOpenCart with the store settings.
  return (
    <CartActor.Provider
      logic={logic}
      options={{ input: { cart: startCart, autoOpenCart: false }, inspect: inspect() }}
    >
      {children}
    </CartActor.Provider>
  );
}

/**
 * The cart a route's loader read for this visit (`/cart`, `/checkout`) goes to the one cart actor
 * as `cart.loaded` before the first paint, so the page never shows an older cart. Once per visit:
 * `visit` is the loader's query reference, not every store update of the cart.
 */
export function useVisitCart(cart: CartState | null, visit: unknown): void {
  const actor = CartActor.useActorRef();
  useLayoutEffect(() => actor.send({ type: 'cart.loaded', cart }), [actor, visit]); // eslint-disable-line react-hooks/exhaustive-deps -- once per visit, not on every store update
}

/** The cart as the shopper sees it now (optimistic changes included); null before it loads. */
export const useCart = (): CartState | null => CartActor.useSelector((snapshot) => snapshot.context.cart);

/** The header badge's number (behaviour §2: shown only above 0). */
export const useCartCount = (): number => CartActor.useSelector(cartItemCount);

/** The storefront chose free shipping for the shopper, and it is still the chosen method. */
export const useFreeShippingChosen = (): boolean => CartActor.useSelector(freeShippingChosenForShopper);

export const useCartError = () => CartActor.useSelector((snapshot) => snapshot.context.error);

export function useCartBusy() {
  const adding = CartActor.useSelector((snapshot) => snapshot.hasTag('adding'));
  const cartUpdating = CartActor.useSelector((snapshot) => snapshot.hasTag('cartUpdating'));
  const couponUpdating = CartActor.useSelector((snapshot) => snapshot.hasTag('couponUpdating'));
  return { adding, cartUpdating, couponUpdating };
}
