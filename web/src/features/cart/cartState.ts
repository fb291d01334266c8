/* eslint-disable relay/unused-fields -- an @inline fragment: its data is the cart actor's context, read by CartLine, CartTotals, CouponForm, GiftCardField, ShippingEstimate and checkout through readCart, not in this file. */
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
    # The figures shown are computed from these (cartMoney.ts): WooCommerce's subtotal, discount
    # and shipping are without VAT, their VAT is beside them.
    rawSubtotal: subtotal(format: RAW)
    rawSubtotalTax: subtotalTax(format: RAW)
    rawDiscountTotal: discountTotal(format: RAW)
    rawDiscountTax: discountTax(format: RAW)
    rawShippingTotal: shippingTotal(format: RAW)
    rawShippingTax: shippingTax(format: RAW)
    rawTotal: total(format: RAW)
    rawTotalTax: totalTax(format: RAW)
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
      rawDiscountAmount: discountAmount(format: RAW)
      rawDiscountTax: discountTax(format: RAW)
    }
    # What gift cards pay of this cart; the total is what is left for the payment method.
    giftCardTotal
    appliedGiftCards {
      code
      amount
      balance
    }
    contents(first: 100) {
      itemCount
      productCount
      nodes {
        key
        quantity
        total
        # The line shown is before discounts (cartMoney.ts), so the lines add up to the subtotal.
        rawSubtotal: subtotal(format: RAW)
        rawSubtotalTax: subtotalTax(format: RAW)
        extraData {
          key
          value
        }
        product {
          node {
            databaseId
            name
            slug
            image {
              sourceUrl(size: WOOCOMMERCE_THUMBNAIL)
              altText
            }
            # A chosen value is a term slug (WooGraphQL's VariationAttribute.value); the line
            # shows the term's name, as WooCommerce's cart does (wc_get_formatted_cart_item_data).
            # Page sizes are small: each counts 100 times (contents) in the gateway's query cost
            # limit; a term past them shows its slug.
            ... on VariableProduct {
              attributes(first: 3) {
                nodes {
                  name
                  ... on GlobalProductAttribute {
                    terms(first: 6) {
                      nodes {
                        slug
                        name
                      }
                    }
                  }
                }
              }
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

/** A cart line's chosen options as "Finish: Glossy": the attribute's label and the term's name. */
export function chosenOptions(line: CartLineState): { label: string; value: string }[] {
  const attributes = line.product?.node.attributes?.nodes ?? [];
  return (line.variation?.attributes ?? []).flatMap((chosen) => {
    if (!chosen?.value) return [];
    const attribute = attributes.find((candidate) => sameAttribute(candidate.name, chosen.name));
    const term = attribute?.terms?.nodes.find((candidate) => candidate.slug === chosen.value);
    return [{ label: chosen.label ?? chosen.name ?? '', value: term?.name ?? chosen.value }];
  });
}

/** Who a gift card line is for: the recipient's name and email given on the product page. */
export function giftCardRecipient(line: CartLineState): string | undefined {
  const data = Object.fromEntries(
    (line.extraData ?? []).flatMap((entry) => (entry ? [[entry.key, entry.value]] : [])),
  );
  const name = data.recipientName?.trim();
  const email = data.recipientEmail?.trim();
  if (name && email) return `${name} (${email})`;
  return name || email || undefined;
}

// The cart names a taxonomy attribute "pa_finish"; the product may too, or "finish".
const sameAttribute = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase().replace(/^pa_/, '') === (b ?? '').toLowerCase().replace(/^pa_/, '');

export const readCart = (ref: cartState_cart$key | null | undefined): CartState | null =>
  ref ? readInlineData(cartStateFragment, ref) : null;

/** A mutation answered without a cart is a failure the machine rolls back and reports. */
export function requireCart(ref: cartState_cart$key | null | undefined): CartState {
  const cart = readCart(ref);
  if (!cart) throw new Error('The cart could not be read.');
  return cart;
}
