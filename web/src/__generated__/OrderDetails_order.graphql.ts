/**
 * @generated SignedSource<<2d6c0739a117d7dbab25d9f0cd36a634>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatusEnum = "CANCELLED" | "CHECKOUT_DRAFT" | "COMPLETED" | "FAILED" | "ON_HOLD" | "PENDING" | "PROCESSING" | "REFUNDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderDetails_order$data = {
  readonly billing: {
    readonly " $fragmentSpreads": FragmentRefs<"AddressBlock_address">;
  } | null | undefined;
  readonly customerNote: string | null | undefined;
  readonly date: string | null | undefined;
  readonly downloadableItems: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"DownloadList_items">;
    }>;
  } | null | undefined;
  readonly giftCards: ReadonlyArray<{
    readonly amount: string | null | undefined;
    readonly balanceAfter: string | null | undefined;
    readonly code: string;
  } | null | undefined> | null | undefined;
  readonly lineItems: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly product: {
        readonly node: {
          readonly name: string | null | undefined;
        };
      } | null | undefined;
      readonly quantity: number | null | undefined;
      readonly rawSubtotal: string | null | undefined;
      readonly rawSubtotalTax: string | null | undefined;
      readonly variation: {
        readonly node: {
          readonly name: string | null | undefined;
        };
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly orderNumber: string | null | undefined;
  readonly paymentMethod: string | null | undefined;
  readonly paymentMethodTitle: string | null | undefined;
  readonly rawDiscountTax: string | null | undefined;
  readonly rawDiscountTotal: string | null | undefined;
  readonly rawShippingTax: string | null | undefined;
  readonly rawShippingTotal: string | null | undefined;
  readonly rawTotal: string | null | undefined;
  readonly rawTotalTax: string | null | undefined;
  readonly shipping: {
    readonly " $fragmentSpreads": FragmentRefs<"AddressBlock_address">;
  } | null | undefined;
  readonly status: OrderStatusEnum | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"OrderNextSteps_order">;
  readonly " $fragmentType": "OrderDetails_order";
};
export type OrderDetails_order$key = {
  readonly " $data"?: OrderDetails_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetails_order">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v1 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "AddressBlock_address"
  }
],
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDetails_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": "rawDiscountTotal",
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "discountTotal",
      "storageKey": "discountTotal(format:\"RAW\")"
    },
    {
      "alias": "rawDiscountTax",
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "discountTax",
      "storageKey": "discountTax(format:\"RAW\")"
    },
    {
      "alias": "rawShippingTotal",
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "shippingTotal",
      "storageKey": "shippingTotal(format:\"RAW\")"
    },
    {
      "alias": "rawShippingTax",
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "shippingTax",
      "storageKey": "shippingTax(format:\"RAW\")"
    },
    {
      "alias": "rawTotal",
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "total",
      "storageKey": "total(format:\"RAW\")"
    },
    {
      "alias": "rawTotalTax",
      "args": (v0/*:: as any*/),
      "kind": "ScalarField",
      "name": "totalTax",
      "storageKey": "totalTax(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderGiftCard",
      "kind": "LinkedField",
      "name": "giftCards",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "balanceAfter",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentMethod",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentMethodTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerNote",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderNextSteps_order"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerAddress",
      "kind": "LinkedField",
      "name": "billing",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerAddress",
      "kind": "LinkedField",
      "name": "shipping",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v2/*:: as any*/),
      "concreteType": "OrderToLineItemConnection",
      "kind": "LinkedField",
      "name": "lineItems",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LineItem",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quantity",
              "storageKey": null
            },
            {
              "alias": "rawSubtotal",
              "args": (v0/*:: as any*/),
              "kind": "ScalarField",
              "name": "subtotal",
              "storageKey": "subtotal(format:\"RAW\")"
            },
            {
              "alias": "rawSubtotalTax",
              "args": (v0/*:: as any*/),
              "kind": "ScalarField",
              "name": "subtotalTax",
              "storageKey": "subtotalTax(format:\"RAW\")"
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "LineItemToProductConnectionEdge",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": (v3/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "LineItemToProductVariationConnectionEdge",
              "kind": "LinkedField",
              "name": "variation",
              "plural": false,
              "selections": (v3/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "lineItems(first:100)"
    },
    {
      "alias": null,
      "args": (v2/*:: as any*/),
      "concreteType": "OrderToDownloadableItemConnection",
      "kind": "LinkedField",
      "name": "downloadableItems",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DownloadableItem",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "DownloadList_items"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "downloadableItems(first:100)"
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "7ca4b49794a33632ec6e381683bffd37";

export default node;
