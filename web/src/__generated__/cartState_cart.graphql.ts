/**
 * @generated SignedSource<<f3641aefc30f97d855143c29258dc479>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type cartState_cart$data = {
  readonly appliedCoupons: ReadonlyArray<{
    readonly code: string;
    readonly description: string | null | undefined;
    readonly discountAmount: string;
    readonly rawDiscountAmount: string;
    readonly rawDiscountTax: string;
  } | null | undefined> | null | undefined;
  readonly appliedGiftCards: ReadonlyArray<{
    readonly amount: string | null | undefined;
    readonly balance: string | null | undefined;
    readonly code: string;
  } | null | undefined> | null | undefined;
  readonly availableShippingMethods: ReadonlyArray<{
    readonly rates: ReadonlyArray<{
      readonly cost: string | null | undefined;
      readonly id: string;
      readonly label: string | null | undefined;
    } | null | undefined> | null | undefined;
  } | null | undefined> | null | undefined;
  readonly chosenShippingMethods: ReadonlyArray<string | null | undefined> | null | undefined;
  readonly contents: {
    readonly itemCount: number | null | undefined;
    readonly nodes: ReadonlyArray<{
      readonly extraData: ReadonlyArray<{
        readonly key: string;
        readonly value: string | null | undefined;
      } | null | undefined> | null | undefined;
      readonly key: string;
      readonly product: {
        readonly node: {
          readonly attributes?: {
            readonly nodes: ReadonlyArray<{
              readonly name: string | null | undefined;
              readonly terms?: {
                readonly nodes: ReadonlyArray<{
                  readonly name: string | null | undefined;
                  readonly slug: string | null | undefined;
                }>;
              } | null | undefined;
            }>;
          } | null | undefined;
          readonly databaseId: number;
          readonly image: {
            readonly altText: string | null | undefined;
            readonly sourceUrl: string | null | undefined;
          } | null | undefined;
          readonly name: string | null | undefined;
          readonly slug: string | null | undefined;
        };
      } | null | undefined;
      readonly quantity: number | null | undefined;
      readonly rawSubtotal: string | null | undefined;
      readonly rawSubtotalTax: string | null | undefined;
      readonly total: string | null | undefined;
      readonly variation: {
        readonly attributes: ReadonlyArray<{
          readonly label: string | null | undefined;
          readonly name: string | null | undefined;
          readonly value: string | null | undefined;
        } | null | undefined> | null | undefined;
        readonly node: {
          readonly databaseId: number;
          readonly image: {
            readonly altText: string | null | undefined;
            readonly sourceUrl: string | null | undefined;
          } | null | undefined;
          readonly name: string | null | undefined;
        };
      } | null | undefined;
    }>;
    readonly productCount: number | null | undefined;
  } | null | undefined;
  readonly discountTotal: string | null | undefined;
  readonly giftCardTotal: string | null | undefined;
  readonly isEmpty: boolean | null | undefined;
  readonly needsShippingAddress: boolean | null | undefined;
  readonly rawDiscountTax: string | null | undefined;
  readonly rawDiscountTotal: string | null | undefined;
  readonly rawShippingTax: string | null | undefined;
  readonly rawShippingTotal: string | null | undefined;
  readonly rawSubtotal: string | null | undefined;
  readonly rawSubtotalTax: string | null | undefined;
  readonly rawTotal: string | null | undefined;
  readonly rawTotalTax: string | null | undefined;
  readonly shippingTotal: string | null | undefined;
  readonly subtotal: string | null | undefined;
  readonly total: string | null | undefined;
  readonly totalTax: string | null | undefined;
  readonly " $fragmentType": "cartState_cart";
};
export type cartState_cart$key = {
  readonly " $data"?: cartState_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"cartState_cart">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "cartState_cart"
};

(node as any).hash = "d3f8f796a3b43ae3b0a76a9f9efe5b98";

export default node;
