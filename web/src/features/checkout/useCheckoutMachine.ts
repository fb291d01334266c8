import { useMachine } from '@xstate/react';
import { checkoutMachine, isPlacingOrder } from '@nails/machines/checkoutMachine';
import type { CheckoutForm } from '@nails/machines/checkoutForm';
import type { Order } from '@nails/machines/commerceTypes';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useRefreshSession } from '../account/SessionActor.tsx';
import { useLoginMutation } from '../account/useLoginMutation.ts';
import { CartActor } from '../cart/CartActor.tsx';
import { useApplyCouponMutation } from '../cart/useApplyCouponMutation.ts';
import { useShippingAddressMutation, type ShippingDestination } from '../cart/useShippingAddressMutation.ts';
import { useShippingMethodMutation } from '../cart/useShippingMethodMutation.ts';
import { usePaymentIntentQuery } from './usePaymentIntentQuery.ts';
import { usePlaceOrderMutation } from './usePlaceOrderMutation.ts';
import { authenticateCard, confirmCardPayment } from './stripe.ts';
import { attemptKeyStorage } from './useResumedAttempt.ts';

// Session storage, not local storage: the key only has to survive a reload of this tab during
// one attempt (the rule: nothing about the shopper outlives the tab in script-readable storage).
const keyStorage = attemptKeyStorage;

export const orderReceivedPath = (order: Order) =>
  `/checkout/order-received/${order.databaseId ?? ''}${order.orderKey ? `?key=${encodeURIComponent(order.orderKey)}` : ''}`;

export type CheckoutSend = ReturnType<typeof useCheckoutMachine>['send'];

/**
 * The checkout machine with the web app's calls: cart changes, Stripe, placeOrder, navigation.
 * Every cart it changes goes to the one cart actor (`cart.changed`), which the page shows.
 */
export function useCheckoutMachine(initialForm: Partial<CheckoutForm>) {
  const navigate = useNavigate();
  const { to } = useLocale();
  const cartActor = CartActor.useActorRef();
  const changeShippingMethod = useShippingMethodMutation();
  const applyCoupon = useApplyCouponMutation();
  const changeDestination = useShippingAddressMutation();
  const login = useLoginMutation();
  const refreshSession = useRefreshSession();
  const placeOrder = usePlaceOrderMutation();
  const createPaymentIntent = usePaymentIntentQuery();
  const logic = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          changeShippingMethod: fromPromise(async ({ input }) => {
            const cart = await changeShippingMethod(input);
            cartActor.send({ type: 'cart.shipping.picked', cart });
            return cart;
          }),
          applyCoupon: fromPromise(async ({ input }) => {
            const cart = await applyCoupon(input);
            cartActor.send({ type: 'cart.changed', cart });
            return cart;
          }),
          createPaymentIntent: fromPromise(() => createPaymentIntent()),
          confirmCardPayment: fromPromise(({ input }) => confirmCardPayment(input)),
          authenticateCard: fromPromise(({ input }) => authenticateCard(input)),
          placeOrder: fromPromise(({ input }) => placeOrder(input)),
        },
        actions: {
          rememberIdempotencyKey: (_, { key }) => sessionStorage.setItem(keyStorage, key),
          goToOrderReceived: ({ context }, { order }) => {
            // An account created with the order is signed in, as WooCommerce does after such a
            // checkout; placeOrder hands out no sign-in, so the web signs in with what was typed
            // (the username, else the billing email WooCommerce names the account after).
            const { createAccount, username, password, billing } = context.form;
            const signedIn =
              createAccount && password
                ? login(username.trim() || (billing.email ?? '').trim(), password)
                    .then(() => refreshSession())
                    .catch(() => undefined)
                : Promise.resolve();
            // The order emptied the cart on the server: the badge and drawer follow.
            void signedIn.then(() => cartActor.send({ type: 'cart.reload' }));
            // The key goes once the order received page is shown: a reload before that (its
            // loader is still fetching) finds the attempt as this tab's and goes there too.
            void Promise.resolve(navigate(to(orderReceivedPath(order)))).finally(() =>
              sessionStorage.removeItem(keyStorage),
            );
          },
        },
      }),
    [
      cartActor,
      changeShippingMethod,
      applyCoupon,
      login,
      refreshSession,
      createPaymentIntent,
      placeOrder,
      navigate,
      to,
    ],
  );
  const estimateShipping = useCallback(
    async (destination: ShippingDestination) => {
      cartActor.send({ type: 'cart.changed', cart: await changeDestination(destination) });
    },
    [cartActor, changeDestination],
  );
  const [snapshot, send] = useMachine(logic, {
    // The server renders the checkout too (app/routes.tsx `rendersForShopper`): it has no storage.
    input: {
      form: initialForm,
      idempotencyKey:
        typeof sessionStorage === 'undefined' ? undefined : (sessionStorage.getItem(keyStorage) ?? undefined),
    },
    inspect: inspect(),
  });
  return { snapshot, send, processing: isPlacingOrder(snapshot), estimateShipping };
}
