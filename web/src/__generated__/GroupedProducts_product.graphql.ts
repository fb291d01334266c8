/**
 * @generated SignedSource<<e74682a391f3a05974060bbeb024d096>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductTypesEnum = "EXTERNAL" | "GROUPED" | "SIMPLE" | "VARIABLE" | "VARIATION" | "%future added value";
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GroupedProducts_product$data = {
  readonly products?: {
    readonly nodes: ReadonlyArray<{
      readonly databaseId: number;
      readonly name: string | null | undefined;
      readonly onSale: boolean | null | undefined;
      readonly price?: string | null | undefined;
      readonly regularPrice?: string | null | undefined;
      readonly salePrice?: string | null | undefined;
      readonly slug: string | null | undefined;
      readonly stockQuantity?: number | null | undefined;
      readonly stockStatus?: StockStatusEnum | null | undefined;
      readonly type: ProductTypesEnum | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "GroupedProducts_product";
};
export type GroupedProducts_product$key = {
  readonly " $data"?: GroupedProducts_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupedProducts_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GroupedProducts_product",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 20
            }
          ],
          "concreteType": "GroupProductToProductUnionConnection",
          "kind": "LinkedField",
          "name": "products",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
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
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "slug",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "type",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "onSale",
                  "storageKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "alias": null,
                      "args": (v0/*:: as any*/),
                      "kind": "ScalarField",
                      "name": "price",
                      "storageKey": "price(format:\"RAW\")"
                    },
                    {
                      "alias": null,
                      "args": (v0/*:: as any*/),
                      "kind": "ScalarField",
                      "name": "regularPrice",
                      "storageKey": "regularPrice(format:\"RAW\")"
                    },
                    {
                      "alias": null,
                      "args": (v0/*:: as any*/),
                      "kind": "ScalarField",
                      "name": "salePrice",
                      "storageKey": "salePrice(format:\"RAW\")"
                    }
                  ],
                  "type": "ProductWithPricing",
                  "abstractKey": "__isProductWithPricing"
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "stockStatus",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "stockQuantity",
                      "storageKey": null
                    }
                  ],
                  "type": "InventoriedProduct",
                  "abstractKey": "__isInventoriedProduct"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "products(first:20)"
        }
      ],
      "type": "GroupProduct",
      "abstractKey": null
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "f66a0cdb60a655d87310193225cb31db";

export default node;
