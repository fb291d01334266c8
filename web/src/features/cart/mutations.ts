import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { mutationsQuantityMutation } from '../../__generated__/mutationsQuantityMutation.graphql.ts';
import type { mutationsApplyCouponMutation } from '../../__generated__/mutationsApplyCouponMutation.graphql.ts';
import type { mutationsRemoveCouponsMutation } from '../../__generated__/mutationsRemoveCouponsMutation.graphql.ts';
import type { mutationsMoveToWishlistMutation } from '../../__generated__/mutationsMoveToWishlistMutation.graphql.ts';
import type { mutationsShippingMethodMutation } from '../../__generated__/mutationsShippingMethodMutation.graphql.ts';
import type { mutationsShippingAddressMutation } from '../../__generated__/mutationsShippingAddressMutation.graphql.ts';
import type { mutationsCartQuery } from '../../__generated__/mutationsCartQuery.graphql.ts';
import type { CountriesEnum } from '../../__generated__/mutationsShippingAddressMutation.graphql.ts';
import { commit, refetch } from './commit.ts';
import { readCart, type CartState } from './cartState.ts';

const quantityMutation = graphql`
  mutation mutationsQuantityMutation($key: ID!, $quantity: Int!) {
    updateItemQuantities(input: { items: [{ key: $key, quantity: $quantity }] }) {
      cart {
        ...cartState_cart
      }
    }
  }
`;

const applyCouponMutation = graphql`
  mutation mutationsApplyCouponMutation($code: String!) {
    applyCoupon(input: { code: $code }) {
      cart {
        ...cartState_cart
      }
    }
  }
`;

const removeCouponsMutation = graphql`
  mutation mutationsRemoveCouponsMutation($codes: [String]!) {
    removeCoupons(input: { codes: $codes }) {
      cart {
        ...cartState_cart
      }
    }
  }
`;

const moveToWishlistMutation = graphql`
  mutation mutationsMoveToWishlistMutation($key: ID!, $productId: Int!) {
    moveCartItemToWishlist(key: $key, productId: $productId) {
      count
      productIds
    }
  }
`;

const shippingMethodMutation = graphql`
  mutation mutationsShippingMethodMutation($methods: [String]) {
    updateShippingMethod(input: { shippingMethods: $methods }) {
      cart {
        ...cartState_cart
      }
    }
  }
`;

const shippingAddressMutation = graphql`
  mutation mutationsShippingAddressMutation(
    $country: CountriesEnum
    $state: String
    $postcode: String
    $city: String
  ) {
    updateCustomer(
      input: {
        isSession: true
        shipping: { country: $country, state: $state, postcode: $postcode, city: $city }
        billing: { country: $country, state: $state }
      }
    ) {
      customer {
        calculatedShipping
        hasCalculatedShipping
      }
    }
  }
`;

/** The cart again, after a change whose payload does not carry it (wishlist move, address). */
export const cartQuery = graphql`
  query mutationsCartQuery {
    cart {
      ...cartState_cart
    }
    wishlist {
      count
      productIds
    }
  }
`;

const orFail = (cart: CartState | null): CartState => {
  if (!cart) throw new Error('The cart could not be read.');
  return cart;
};

/** The cart's calls as promises of the new cart, for the cart and checkout machines. */
export function useCartMutations() {
  const environment = useRelayEnvironment();
  const reload = useCallback(
    async () => orFail(readCart((await refetch<mutationsCartQuery>(environment, cartQuery, {})).cart)),
    [environment],
  );
  const updateQuantity = useCallback(
    async ({ key, quantity }: { key: string; quantity: number }) =>
      orFail(
        readCart(
          (await commit<mutationsQuantityMutation>(environment, quantityMutation, { key, quantity }))
            .updateItemQuantities?.cart,
        ),
      ),
    [environment],
  );
  const applyCoupon = useCallback(
    async ({ code }: { code: string }) =>
      orFail(
        readCart(
          (await commit<mutationsApplyCouponMutation>(environment, applyCouponMutation, { code })).applyCoupon
            ?.cart,
        ),
      ),
    [environment],
  );
  const removeCoupons = useCallback(
    async ({ codes }: { codes: string[] }) =>
      orFail(
        readCart(
          (await commit<mutationsRemoveCouponsMutation>(environment, removeCouponsMutation, { codes }))
            .removeCoupons?.cart,
        ),
      ),
    [environment],
  );
  const moveToWishlist = useCallback(
    async ({ key, productId }: { key: string; productId: number }) => {
      await commit<mutationsMoveToWishlistMutation>(environment, moveToWishlistMutation, { key, productId });
      return reload();
    },
    [environment, reload],
  );
  const changeShippingMethod = useCallback(
    async ({ method }: { method: string }) =>
      orFail(
        readCart(
          (
            await commit<mutationsShippingMethodMutation>(environment, shippingMethodMutation, {
              methods: [method],
            })
          ).updateShippingMethod?.cart,
        ),
      ),
    [environment],
  );
  const estimateShipping = useCallback(
    async (address: { country: string; state?: string; postcode?: string; city?: string }) => {
      await commit<mutationsShippingAddressMutation>(environment, shippingAddressMutation, {
        ...address,
        country: address.country as CountriesEnum,
      });
      return reload();
    },
    [environment, reload],
  );
  return {
    reload,
    updateQuantity,
    applyCoupon,
    removeCoupons,
    moveToWishlist,
    changeShippingMethod,
    estimateShipping,
  };
}
