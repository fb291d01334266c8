import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  CountriesEnum,
  useShippingAddressMutation as ShippingAddressMutation,
} from '../../__generated__/useShippingAddressMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';
import type { CartState } from './cartState.ts';
import { useCartQuery } from './useCartQuery.ts';

const mutation = graphql`
  mutation useShippingAddressMutation(
    $country: CountriesEnum
    $state: String
    $postcode: String
    $city: String
    $email: String
  ) {
    updateCustomer(
      input: {
        isSession: true
        shipping: { country: $country, state: $state, postcode: $postcode, city: $city }
        billing: { country: $country, state: $state, email: $email }
      }
    ) {
      customer {
        hasCalculatedShipping
      }
    }
  }
`;

export interface ShippingDestination {
  country: string;
  state?: string;
  postcode?: string;
  city?: string;
  /**
   * The checkout's billing email, once it reads as one: a coupon kept for her address (a
   * subscriber's own newsletter code, WooCommerce's "Allowed emails") is then accepted at Apply,
   * where WooCommerce refuses it without an address. Never sent empty (that would clear it).
   */
  email?: string;
}

/**
 * ChangeShippingCounty (behaviour §7): the session's destination, then the cart again with the live
 * rates for it (the payload carries no cart).
 */
export function useShippingAddressMutation(): (address: ShippingDestination) => Promise<CartState> {
  const environment = useRelayEnvironment();
  const loadCart = useCartQuery();
  return useCallback(
    async (address: ShippingDestination) => {
      // The country select only offers the back end's own country codes (getAllowedCountries).
      const country = address.country as CountriesEnum;
      await commit<ShippingAddressMutation>(environment, mutation, { ...address, country });
      return loadCart();
    },
    [environment, loadCart],
  );
}
