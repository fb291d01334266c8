import { useMachine } from '@xstate/react';
import { cartFlags, cartMachine, type Cart } from '@nails/machines';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import type { CartState } from './cartState.ts';
import { useCartMutations } from './mutations.ts';

// The machine types only the fields it reads (key, quantity, itemCount); the rest of the Relay
// data travels along untouched, so the casts below only change the static view of one object.
const toMachine = (cart: CartState | null): Cart | null => cart as unknown as Cart | null;
const fromMachine = (cart: Cart | null): CartState | null => cart as unknown as CartState | null;

/**
 * The cart machine for one cart view (page or drawer), fed from the Relay store: quantity
 * changes show at once and roll back on error; the store stays the one source both views read.
 */
export function useCartMachine(storeCart: CartState | null) {
  const calls = useCartMutations();
  const logic = useMemo(
    () =>
      cartMachine.provide({
        actors: {
          updateQuantity: fromPromise(async ({ input }) => toMachine(await calls.updateQuantity(input))!),
          applyCoupon: fromPromise(async ({ input }) => toMachine(await calls.applyCoupon(input))!),
          removeCoupons: fromPromise(async ({ input }) => toMachine(await calls.removeCoupons(input))!),
        },
      }),
    [calls],
  );
  const [snapshot, send] = useMachine(logic, {
    input: { cart: toMachine(storeCart), autoOpenCart: false },
    inspect: inspect(),
  });
  useEffect(() => {
    // A change from elsewhere (the other view, add to cart, sign-in) replaces what is shown,
    // unless this view is waiting for its own call.
    if (snapshot.matches('idle')) send({ type: 'cart.set', cart: toMachine(storeCart) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new store cart should sync
  }, [storeCart, send]);
  return {
    cart: fromMachine(snapshot.context.cart),
    error: snapshot.context.error,
    flags: cartFlags(snapshot),
    send,
    calls,
  };
}
