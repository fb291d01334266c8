import { graphql, readInlineData } from 'react-relay';
import type { cartState_cart$data, cartState_cart$key } from '../../__generated__/cartState_cart.graphql.ts';

/**
 * Everything the cart screens show, as plain data: the cart machine keeps it in its context
 * (optimistic quantity changes, rollback), so it is an @inline fragment read outside React too.
 * Every cart mutation asks for it back, which refreshes the header badge and both cart views.
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
