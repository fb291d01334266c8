/**
 * @generated SignedSource<<acc9789831491ed15a11cf0234b074bd>>
 * @relayHash 1091ccd812487275b3e0240767fea437
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6401fc10b6fcb7b0a4c83db4d30401c86c15b8155ce5a6359833aa584ad1262

import { ConcreteRequest } from 'relay-runtime';
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
export type ProductPageStockQuery$variables = {
  slug: string;
};
export type ProductPageStockQuery$data = {
  readonly product: {
    readonly stockQuantity?: number | null | undefined;
    readonly stockStatus?: StockStatusEnum | null | undefined;
    readonly variations?: {
      readonly nodes: ReadonlyArray<{
        readonly stockQuantity: number | null | undefined;
        readonly stockStatus: StockStatusEnum | null | undefined;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type ProductPageStockQuery = {
  response: ProductPageStockQuery$data;
  variables: ProductPageStockQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "slug"
  },
  {
    "kind": "Literal",
    "name": "idType",
    "value": "SLUG"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockStatus",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockQuantity",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "InventoriedProduct",
  "abstractKey": "__isInventoriedProduct"
},
v6 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductPageStockQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v6/*:: as any*/),
                "concreteType": "ProductWithVariationsToProductVariationConnection",
                "kind": "LinkedField",
                "name": "variations",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": "variations(first:100)"
              }
            ],
            "type": "VariableProduct",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductPageStockQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v6/*:: as any*/),
                "concreteType": "ProductWithVariationsToProductVariationConnection",
                "kind": "LinkedField",
                "name": "variations",
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
                      (v7/*:: as any*/),
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "variations(first:100)"
              }
            ],
            "type": "VariableProduct",
            "abstractKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a6401fc10b6fcb7b0a4c83db4d30401c86c15b8155ce5a6359833aa584ad1262",
    "metadata": {},
    "name": "ProductPageStockQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0403b37adb3fccc10e858d0ff021b856";

export default node;
