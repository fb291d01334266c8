/**
 * @generated SignedSource<<26e40fc13a3acf3b6da16f3b48178484>>
 * @relayHash 6433a7ea97204b87d03d0ed01d6351c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a24f2f1db7425c4b5217f21d62afd52572a2c8cdcbff9dfdfe9a50fcd77b53c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WishlistProductsQuery$variables = {
  ids?: ReadonlyArray<number | null | undefined> | null | undefined;
};
export type WishlistProductsQuery$data = {
  readonly products: {
    readonly nodes: ReadonlyArray<{
      readonly databaseId: number;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
    }>;
  } | null | undefined;
};
export type WishlistProductsQuery = {
  response: WishlistProductsQuery$data;
  variables: WishlistProductsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "include",
        "variableName": "ids"
      }
    ],
    "kind": "ObjectValue",
    "name": "where"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WishlistProductsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProductCard_product"
              }
            ],
            "storageKey": null
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
    "name": "WishlistProductsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RootQueryToProductConnection",
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
                "name": "__typename",
                "storageKey": null
              },
              {
                "kind": "TypeDiscriminator",
                "abstractKey": "__isProduct"
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "onSale",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "averageRating",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reviewCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MediaItem",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "size",
                        "value": "WOOCOMMERCE_THUMBNAIL"
                      }
                    ],
                    "kind": "ScalarField",
                    "name": "sourceUrl",
                    "storageKey": "sourceUrl(size:\"WOOCOMMERCE_THUMBNAIL\")"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "altText",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": (v4/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "price",
                    "storageKey": "price(format:\"RAW\")"
                  },
                  {
                    "alias": null,
                    "args": (v4/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "regularPrice",
                    "storageKey": "regularPrice(format:\"RAW\")"
                  },
                  {
                    "alias": null,
                    "args": (v4/*:: as any*/),
                    "kind": "ScalarField",
                    "name": "salePrice",
                    "storageKey": "salePrice(format:\"RAW\")"
                  }
                ],
                "type": "ProductWithPricing",
                "abstractKey": "__isProductWithPricing"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2a24f2f1db7425c4b5217f21d62afd52572a2c8cdcbff9dfdfe9a50fcd77b53c",
    "metadata": {},
    "name": "WishlistProductsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0536e9875e67acbc94afdeb198f70280";

export default node;
