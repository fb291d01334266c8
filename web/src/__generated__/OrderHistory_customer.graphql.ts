/**
 * @generated SignedSource<<37caabf5f295b6db947b1f6fb200608a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatusEnum = "CANCELLED" | "CHECKOUT_DRAFT" | "COMPLETED" | "FAILED" | "ON_HOLD" | "PENDING" | "PROCESSING" | "REFUNDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderHistory_customer$data = {
  readonly orders: {
    readonly nodes: ReadonlyArray<{
      readonly databaseId: number | null | undefined;
      readonly date: string | null | undefined;
      readonly id: string;
      readonly orderNumber: string | null | undefined;
      readonly status: OrderStatusEnum | null | undefined;
      readonly total: string | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "OrderHistory_customer";
};
export type OrderHistory_customer$key = {
  readonly " $data"?: OrderHistory_customer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderHistory_customer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderHistory_customer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "CustomerToOrderConnection",
      "kind": "LinkedField",
      "name": "orders",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Order",
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
              "name": "databaseId",
              "storageKey": null
            },
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
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "total",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "orders(first:100)"
    }
  ],
  "type": "Customer",
  "abstractKey": null
};

(node as any).hash = "8cd6e8faec21eaa59a97c9a55bf128f2";

export default node;
