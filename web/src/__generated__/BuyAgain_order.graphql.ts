/**
 * @generated SignedSource<<50619d814ed703790a3c1287b5f719f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BuyAgain_order$data = {
  readonly lineItems: {
    readonly nodes: ReadonlyArray<{
      readonly metaData: ReadonlyArray<{
        readonly key: string;
        readonly value: string | null | undefined;
      } | null | undefined> | null | undefined;
      readonly product: {
        readonly node: {
          readonly name: string | null | undefined;
          readonly stockStatus?: StockStatusEnum | null | undefined;
        };
      } | null | undefined;
      readonly productId: number | null | undefined;
      readonly quantity: number | null | undefined;
      readonly variation: {
        readonly node: {
          readonly attributes: {
            readonly nodes: ReadonlyArray<{
              readonly name: string | null | undefined;
              readonly value: string | null | undefined;
            }>;
          } | null | undefined;
          readonly name: string | null | undefined;
          readonly stockStatus: StockStatusEnum | null | undefined;
        };
      } | null | undefined;
      readonly variationId: number | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "BuyAgain_order";
};
export type BuyAgain_order$key = {
  readonly " $data"?: BuyAgain_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"BuyAgain_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockStatus",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BuyAgain_order",
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
              "name": "productId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "variationId",
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
              "alias": null,
              "args": null,
              "concreteType": "MetaData",
              "kind": "LinkedField",
              "name": "metaData",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "key",
                  "storageKey": null
                },
                (v0/*:: as any*/)
              ],
              "storageKey": null
            },
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
                    (v1/*:: as any*/),
                    {
                      "kind": "InlineFragment",
                      "selections": [
                        (v2/*:: as any*/)
                      ],
                      "type": "InventoriedProduct",
                      "abstractKey": "__isInventoriedProduct"
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "LineItemToProductVariationConnectionEdge",
              "kind": "LinkedField",
              "name": "variation",
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
                    (v1/*:: as any*/),
                    (v2/*:: as any*/),
                    {
                      "alias": null,
                      "args": [
                        {
                          "kind": "Literal",
                          "name": "first",
                          "value": 10
                        }
                      ],
                      "concreteType": "ProductVariationToVariationAttributeConnection",
                      "kind": "LinkedField",
                      "name": "attributes",
                      "plural": false,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "concreteType": "VariationAttribute",
                          "kind": "LinkedField",
                          "name": "nodes",
                          "plural": true,
                          "selections": [
                            (v1/*:: as any*/),
                            (v0/*:: as any*/)
                          ],
                          "storageKey": null
                        }
                      ],
                      "storageKey": "attributes(first:10)"
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
})();

(node as any).hash = "fd52b5a2e748a7f9b602b94abfc32ed3";

export default node;
