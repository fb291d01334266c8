import { useMachine } from '@xstate/react';
import { checkoutMachine, isPlacingOrder, type Cart, type CheckoutForm, type Order } from '@nails/machines';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useCartMutations } from '../cart/mutations.ts';
import { usePlaceOrder } from './placeOrder.ts';
import { authenticateCard, confirmCardPayment } from './stripe.ts';

// Session storage, not local storage: the key only has to survive a reload of this tab during
// one attempt (spec: nothing about the shopper outlives the tab in script-readable storage).
const keyStorage = 'nails.checkout.idempotencyKey';

export const orderReceivedPath = (order: Order) =>
  `/checkout/order-received/${order.databaseId ?? ''}${order.orderKey ? `?key=${encodeURIComponent(order.orderKey)}` : ''}`;

/** The checkout machine with the web app's calls: cart changes, Stripe, placeOrder, navigation. */
export function useCheckoutMachine(initialForm: Partial<CheckoutForm>) {
  const navigate = useNavigate();
  const { to } = useLocale();
  const cart = useCartMutations();
  const { placeOrder, createPaymentIntent } = usePlaceOrder();
  const logic = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          changeShippingMethod: fromPromise(
            async ({ input }) => (await cart.changeShippingMethod(input)) as unknown as Cart,
          ),
          applyCoupon: fromPromise(async ({ input }) => (await cart.applyCoupon(input)) as unknown as Cart),
          createPaymentIntent: fromPromise(() => createPaymentIntent()),
          confirmCardPayment: fromPromise(({ input }) => confirmCardPayment(input)),
          authenticateCard: fromPromise(({ input }) => authenticateCard(input)),
          placeOrder: fromPromise(({ input }) => placeOrder(input)),
        },
        actions: {
          rememberIdempotencyKey: (_, { key }) => sessionStorage.setItem(keyStorage, key),
          goToOrderReceived: (_, { order }) => {
            sessionStorage.removeItem(keyStorage);
            void navigate(to(orderReceivedPath(order)));
          },
        },
      }),
    [cart, createPaymentIntent, placeOrder, navigate, to],
  );
  const [snapshot, send] = useMachine(logic, {
    input: { form: initialForm, idempotencyKey: sessionStorage.getItem(keyStorage) ?? undefined },
    inspect: inspect(),
  });
  return { snapshot, send, processing: isPlacingOrder(snapshot), estimateShipping: cart.estimateShipping };
}
