/* eslint-disable relay/unused-fields -- an @inline fragment: its data is the cart actor's context, read by CartLine, CartTotals, CouponForm, ShippingEstimate and checkout through readCart, not in this file. */
import { graphql, readInlineData } from 'react-relay';
import type { cartState_cart$data, cartState_cart$key } from '../../__generated__/cartState_cart.graphql.ts';

/**
 * Everything the cart screens show, as plain data: the one cart actor keeps it in its context
 * (optimistic quantity changes, rollback), so it is an @inline fragment read outside React too.
 * Its generated type is the cart machine's cart type (`createCartMachine<CartState>()`), so
 * fragment data goes into the machine and comes back out without a cast.
 */
export const cartStateFragment = graphql`
  fragment cartState_cart on Cart @inline {
    isEmpty
    subtotal
    discountTotal
    shippingTotal
    totalTax
    total
    needsShippingAddress
    chosenShippingMethods
    availableShippingMethods {
      rates {
        id
        cost
        label
      }
    }
    appliedCoupons {
      code
      description
      discountAmount
    }
    contents(first: 100) {
      itemCount
      productCount
      nodes {
        key
        quantity
        total
        product {
          node {
            databaseId
            name
            slug
            image {
              sourceUrl(size: WOOCOMMERCE_THUMBNAIL)
              altText
            }
          }
        }
        variation {
          attributes {
            name
            label
            value
          }
          node {
            databaseId
            name
            image {
              sourceUrl(size: WOOCOMMERCE_THUMBNAIL)
              altText
            }
          }
        }
      }
    }
  }
`;

export type CartState = cartState_cart$data;
export type CartLineState = NonNullable<CartState['contents']>['nodes'][number];

export const readCart = (ref: cartState_cart$key | null | undefined): CartState | null =>
  ref ? readInlineData(cartStateFragment, ref) : null;

/** A mutation answered without a cart is a failure the machine rolls back and reports. */
export function requireCart(ref: cartState_cart$key | null | undefined): CartState {
  const cart = readCart(ref);
  if (!cart) throw new Error('The cart could not be read.');
  return cart;
}
