/**
 * @generated SignedSource<<2eb5b168bc90414a74adb6f0bcbaec27>>
 * @relayHash 8a3e2b54547c1576ab73f950dcb35200
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c0a3d8b87f5b1435b7120b041474a96769d1757943786393cc3b31285181db0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeRouteQuery$variables = {
  themed: boolean;
};
export type HomeRouteQuery$data = {
  readonly autumn?: {
    readonly products: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProductGrid_products">;
    }>;
  };
  readonly featured: {
    readonly products: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProductGrid_products">;
    }>;
  };
  readonly holiday?: {
    readonly products: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProductGrid_products">;
    }>;
  };
  readonly productCategories: {
    readonly " $fragmentSpreads": FragmentRefs<"CategoryTiles_categories">;
  } | null | undefined;
  readonly sale: {
    readonly products: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProductGrid_products">;
    }>;
  };
};
export type HomeRouteQuery = {
  response: HomeRouteQuery$data;
  variables: HomeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "themed"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 8
  },
  {
    "kind": "Literal",
    "name": "where",
    "value": {
      "hideEmpty": true,
      "order": "DESC",
      "orderby": "COUNT"
    }
  }
],
v2 = {
  "kind": "Literal",
  "name": "order",
  "value": "DESC"
},
v3 = [
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "orderby",
    "value": "rating"
  },
  {
    "kind": "Literal",
    "name": "perPage",
    "value": 8
  }
],
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "products",
    "plural": true,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProductGrid_products"
      }
    ],
    "storageKey": null
  }
],
v5 = {
  "kind": "Literal",
  "name": "perPage",
  "value": 4
},
v6 = [
  {
    "kind": "Literal",
    "name": "filter",
    "value": "sale[true]"
  },
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "orderby",
    "value": "discount"
  },
  (v5/*:: as any*/)
],
v7 = {
  "kind": "Literal",
  "name": "optional",
  "value": true
},
v8 = [
  {
    "kind": "Literal",
    "name": "category",
    "value": "seasonal"
  },
  (v7/*:: as any*/),
  (v5/*:: as any*/)
],
v9 = [
  {
    "kind": "Literal",
    "name": "category",
    "value": "glitter"
  },
  (v7/*:: as any*/),
  (v5/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onSale",
  "storageKey": null
},
v15 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v16 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": (v15/*:: as any*/),
      "kind": "ScalarField",
      "name": "price",
      "storageKey": "price(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v15/*:: as any*/),
      "kind": "ScalarField",
      "name": "regularPrice",
      "storageKey": "regularPrice(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v15/*:: as any*/),
      "kind": "ScalarField",
      "name": "salePrice",
      "storageKey": "salePrice(format:\"RAW\")"
    }
  ],
  "type": "ProductWithPricing",
  "abstractKey": "__isProductWithPricing"
},
v17 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v18 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "products",
    "plural": true,
    "selections": [
      (v13/*:: as any*/),
      {
        "kind": "TypeDiscriminator",
        "abstractKey": "__isProduct"
      },
      (v10/*:: as any*/),
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
        "name": "type",
        "storageKey": null
      },
      (v12/*:: as any*/),
      (v11/*:: as any*/),
      (v14/*:: as any*/),
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
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      (v16/*:: as any*/),
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stockStatus",
            "storageKey": null
          }
        ],
        "type": "InventoriedProduct",
        "abstractKey": "__isInventoriedProduct"
      },
      {
        "alias": null,
        "args": (v17/*:: as any*/),
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
              (v11/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "productCategories(first:10)"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": (v17/*:: as any*/),
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
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v16/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "products(first:10)"
          }
        ],
        "type": "GroupProduct",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RootQueryToProductCategoryConnection",
        "kind": "LinkedField",
        "name": "productCategories",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CategoryTiles_categories"
          }
        ],
        "storageKey": "productCategories(first:8,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      },
      {
        "alias": "featured",
        "args": (v3/*:: as any*/),
        "concreteType": "CatalogueListing",
        "kind": "LinkedField",
        "name": "catalogue",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": "catalogue(order:\"DESC\",orderby:\"rating\",perPage:8)"
      },
      {
        "alias": "sale",
        "args": (v6/*:: as any*/),
        "concreteType": "CatalogueListing",
        "kind": "LinkedField",
        "name": "catalogue",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": "catalogue(filter:\"sale[true]\",order:\"DESC\",orderby:\"discount\",perPage:4)"
      },
      {
        "condition": "themed",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "autumn",
            "args": (v8/*:: as any*/),
            "concreteType": "CatalogueListing",
            "kind": "LinkedField",
            "name": "catalogue",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": "catalogue(category:\"seasonal\",optional:true,perPage:4)"
          },
          {
            "alias": "holiday",
            "args": (v9/*:: as any*/),
            "concreteType": "CatalogueListing",
            "kind": "LinkedField",
            "name": "catalogue",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": "catalogue(category:\"glitter\",optional:true,perPage:4)"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RootQueryToProductCategoryConnection",
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
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
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
                        "value": "MEDIUM"
                      }
                    ],
                    "kind": "ScalarField",
                    "name": "sourceUrl",
                    "storageKey": "sourceUrl(size:\"MEDIUM\")"
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "productCategories(first:8,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      },
      {
        "alias": "featured",
        "args": (v3/*:: as any*/),
        "concreteType": "CatalogueListing",
        "kind": "LinkedField",
        "name": "catalogue",
        "plural": false,
        "selections": (v18/*:: as any*/),
        "storageKey": "catalogue(order:\"DESC\",orderby:\"rating\",perPage:8)"
      },
      {
        "alias": "sale",
        "args": (v6/*:: as any*/),
        "concreteType": "CatalogueListing",
        "kind": "LinkedField",
        "name": "catalogue",
        "plural": false,
        "selections": (v18/*:: as any*/),
        "storageKey": "catalogue(filter:\"sale[true]\",order:\"DESC\",orderby:\"discount\",perPage:4)"
      },
      {
        "condition": "themed",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "autumn",
            "args": (v8/*:: as any*/),
            "concreteType": "CatalogueListing",
            "kind": "LinkedField",
            "name": "catalogue",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": "catalogue(category:\"seasonal\",optional:true,perPage:4)"
          },
          {
            "alias": "holiday",
            "args": (v9/*:: as any*/),
            "concreteType": "CatalogueListing",
            "kind": "LinkedField",
            "name": "catalogue",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": "catalogue(category:\"glitter\",optional:true,perPage:4)"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "3c0a3d8b87f5b1435b7120b041474a96769d1757943786393cc3b31285181db0",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d7df2a4e5b61cd966040c925f71720c8";

export default node;
