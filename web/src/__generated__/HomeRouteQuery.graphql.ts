/**
 * @generated SignedSource<<d68766f714b24bdc06d982e55c2cdd30>>
 * @relayHash 0ebe25447e598ad9d483bf7377803118
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68cb6ceff99d356dfbf23aa1d1f0c76dc3ac3719a9b21f0add48e744b1abe826

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeRouteQuery$variables = {
  themed: boolean;
};
export type HomeRouteQuery$data = {
  readonly autumn?: {
    readonly products: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
    }>;
  };
  readonly featured: {
    readonly products: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
    }>;
  };
  readonly holiday?: {
    readonly products: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
    }>;
  };
  readonly productCategories: {
    readonly " $fragmentSpreads": FragmentRefs<"CategoryTiles_categories">;
  } | null | undefined;
  readonly sale: {
    readonly products: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "products",
    "plural": true,
    "selections": [
      (v4/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProductCard_product"
      }
    ],
    "storageKey": null
  }
],
v6 = {
  "kind": "Literal",
  "name": "perPage",
  "value": 4
},
v7 = [
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
  (v6/*:: as any*/)
],
v8 = [
  {
    "kind": "Literal",
    "name": "category",
    "value": "seasonal"
  },
  (v6/*:: as any*/)
],
v9 = [
  {
    "kind": "Literal",
    "name": "category",
    "value": "glitter"
  },
  (v6/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "altText",
  "storageKey": null
},
v13 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v14 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "products",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      (v4/*:: as any*/),
      {
        "kind": "TypeDiscriminator",
        "abstractKey": "__isProduct"
      },
      (v11/*:: as any*/),
      (v10/*:: as any*/),
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
          (v12/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "kind": "ScalarField",
            "name": "price",
            "storageKey": "price(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "kind": "ScalarField",
            "name": "regularPrice",
            "storageKey": "regularPrice(format:\"RAW\")"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
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
        "selections": (v5/*:: as any*/),
        "storageKey": "catalogue(order:\"DESC\",orderby:\"rating\",perPage:8)"
      },
      {
        "alias": "sale",
        "args": (v7/*:: as any*/),
        "concreteType": "CatalogueListing",
        "kind": "LinkedField",
        "name": "catalogue",
        "plural": false,
        "selections": (v5/*:: as any*/),
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
            "selections": (v5/*:: as any*/),
            "storageKey": "catalogue(category:\"seasonal\",perPage:4)"
          },
          {
            "alias": "holiday",
            "args": (v9/*:: as any*/),
            "concreteType": "CatalogueListing",
            "kind": "LinkedField",
            "name": "catalogue",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": "catalogue(category:\"glitter\",perPage:4)"
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
              (v4/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
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
                  (v12/*:: as any*/),
                  (v4/*:: as any*/)
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
        "selections": (v14/*:: as any*/),
        "storageKey": "catalogue(order:\"DESC\",orderby:\"rating\",perPage:8)"
      },
      {
        "alias": "sale",
        "args": (v7/*:: as any*/),
        "concreteType": "CatalogueListing",
        "kind": "LinkedField",
        "name": "catalogue",
        "plural": false,
        "selections": (v14/*:: as any*/),
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
            "selections": (v14/*:: as any*/),
            "storageKey": "catalogue(category:\"seasonal\",perPage:4)"
          },
          {
            "alias": "holiday",
            "args": (v9/*:: as any*/),
            "concreteType": "CatalogueListing",
            "kind": "LinkedField",
            "name": "catalogue",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": "catalogue(category:\"glitter\",perPage:4)"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "68cb6ceff99d356dfbf23aa1d1f0c76dc3ac3719a9b21f0add48e744b1abe826",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f034671b29e4f18a941b25767dd25c83";

export default node;
