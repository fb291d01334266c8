/**
 * @generated SignedSource<<220904810038a832406216a8d486c636>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountPanel_query$data = {
  readonly customer: {
    readonly addressBook?: {
      readonly " $fragmentSpreads": FragmentRefs<"AddressBook_customer">;
    } | null | undefined;
    readonly displayName: string | null | undefined;
    readonly downloadableItems?: {
      readonly nodes: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"DownloadList_items">;
      }>;
    } | null | undefined;
    readonly email: string | null | undefined;
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
    readonly orderHistory?: {
      readonly " $fragmentSpreads": FragmentRefs<"OrderHistory_customer">;
    } | null | undefined;
  } | null | undefined;
  readonly wishlist?: {
    readonly productIds: ReadonlyArray<number>;
  };
  readonly " $fragmentType": "AccountPanel_query";
};
export type AccountPanel_query$key = {
  readonly " $data"?: AccountPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountPanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "addresses"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "downloads"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orders"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "wishlist"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountPanel_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Customer",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        },
        {
          "condition": "addresses",
          "kind": "Condition",
          "passingValue": true,
          "selections": [
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AddressBook_customer"
                  }
                ],
                "type": "Customer",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "addressBook"
            }
          ]
        },
        {
          "condition": "orders",
          "kind": "Condition",
          "passingValue": true,
          "selections": [
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "OrderHistory_customer"
                  }
                ],
                "type": "Customer",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "orderHistory"
            }
          ]
        },
        {
          "condition": "downloads",
          "kind": "Condition",
          "passingValue": true,
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
              "concreteType": "CustomerToDownloadableItemConnection",
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
          ]
        }
      ],
      "storageKey": null
    },
    {
      "condition": "wishlist",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Wishlist",
          "kind": "LinkedField",
          "name": "wishlist",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "productIds",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "39fc8bafbbb7e34323145fb9d8bc91ef";

export default node;
