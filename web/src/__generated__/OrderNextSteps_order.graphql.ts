/**
 * @generated SignedSource<<41942152ade6e35b4f46feca94f4edd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatusEnum = "CANCELLED" | "CHECKOUT_DRAFT" | "COMPLETED" | "FAILED" | "ON_HOLD" | "PENDING" | "PROCESSING" | "REFUNDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderNextSteps_order$data = {
  readonly bankTransferAccounts: ReadonlyArray<{
    readonly accountName: string | null | undefined;
    readonly accountNumber: string | null | undefined;
    readonly bankName: string | null | undefined;
    readonly bic: string | null | undefined;
    readonly iban: string | null | undefined;
    readonly sortCode: string | null | undefined;
  }> | null | undefined;
  readonly lineItems: {
    readonly nodes: ReadonlyArray<{
      readonly product: {
        readonly node: {
          readonly downloadable?: boolean | null | undefined;
          readonly productCategories: {
            readonly nodes: ReadonlyArray<{
              readonly slug: string | null | undefined;
            }>;
          } | null | undefined;
        };
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly orderNumber: string | null | undefined;
  readonly paymentMethod: string | null | undefined;
  readonly status: OrderStatusEnum | null | undefined;
  readonly total: string | null | undefined;
  readonly " $fragmentType": "OrderNextSteps_order";
};
export type OrderNextSteps_order$key = {
  readonly " $data"?: OrderNextSteps_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderNextSteps_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderNextSteps_order",
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
      "name": "status",
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
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BankTransferAccount",
      "kind": "LinkedField",
      "name": "bankTransferAccounts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bankName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sortCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "iban",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bic",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
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
              "concreteType": "LineItemToProductConnectionEdge",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": null,
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "downloadable",
                          "storageKey": null
                        }
                      ],
                      "type": "DownloadableProduct",
                      "abstractKey": "__isDownloadableProduct"
                    },
                    {
                      "alias": null,
                      "args": [
                        {
                          "kind": "Literal",
                          "name": "first",
                          "value": 20
                        }
                      ],
                      "concreteType": "ProductToProductCategoryConnection",
                      "kind": "LinkedField",
                      "name": "productCategories",
                      "plural": false,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "concreteType": "ProductCategory",
                          "kind": "LinkedField",
                          "name": "nodes",
                          "plural": true,
                          "selections": [
                            {
                              "alias": null,
                              "args": null,
                              "kind": "ScalarField",
                              "name": "slug",
                              "storageKey": null
                            }
                          ],
                          "storageKey": null
                        }
                      ],
                      "storageKey": "productCategories(first:20)"
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "lineItems(first:100)"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "7617a9e627e2394b8706b41b4dbd5c83";

export default node;
