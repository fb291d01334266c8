/**
 * @generated SignedSource<<161c90c2c4960bd93122a102511b7349>>
 * @relayHash 4b1bdb7625145344c5daf80f890f7e9e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11c2d28cc888823fc50b9aa6acc226e77142de58305ebd1e9fbcabe34b72653e

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
v7 = [
  {
    "kind": "Literal",
    "name": "category",
    "value": "seasonal"
  },
  (v5/*:: as any*/)
],
v8 = [
  {
    "kind": "Literal",
    "name": "category",
    "value": "glitter"
  },
  (v5/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
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
  "name": "__typename",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onSale",
  "storageKey": null
},
v14 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v15 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": (v14/*:: as any*/),
      "kind": "ScalarField",
      "name": "price",
      "storageKey": "price(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v14/*:: as any*/),
      "kind": "ScalarField",
      "name": "regularPrice",
      "storageKey": "regularPrice(format:\"RAW\")"
    },
    {
      "alias": null,
      "args": (v14/*:: as any*/),
      "kind": "ScalarField",
      "name": "salePrice",
      "storageKey": "salePrice(format:\"RAW\")"
    }
  ],
  "type": "ProductWithPricing",
  "abstractKey": "__isProductWithPricing"
},
v16 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v17 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "products",
    "plural": true,
    "selections": [
      (v12/*:: as any*/),
      {
        "kind": "TypeDiscriminator",
        "abstractKey": "__isProduct"
      },
      (v9/*:: as any*/),
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
      (v11/*:: as any*/),
      (v10/*:: as any*/),
      (v13/*:: as any*/),
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
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      (v15/*:: as any*/),
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
        "args": (v16/*:: as any*/),
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
              (v10/*:: as any*/),
              (v9/*:: as any*/)
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
            "args": (v16/*:: as any*/),
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
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v15/*:: as any*/),
                  (v9/*:: as any*/)
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
            "args": (v7/*:: as any*/),
            "concreteType": "CatalogueListing",
            "kind": "LinkedField",
            "name": "catalogue",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": "catalogue(category:\"seasonal\",perPage:4)"
          },
          {
            "alias": "holiday",
            "args": (v8/*:: as any*/),
            "concreteType": "CatalogueListing",
            "kind": "LinkedField",
            "name": "catalogue",
            "plural": false,
            "selections": (v4/*:: as any*/),
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
              (v9/*:: as any*/),
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
                  (v9/*:: as any*/)
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
        "selections": (v17/*:: as any*/),
        "storageKey": "catalogue(order:\"DESC\",orderby:\"rating\",perPage:8)"
      },
      {
        "alias": "sale",
        "args": (v6/*:: as any*/),
        "concreteType": "CatalogueListing",
        "kind": "LinkedField",
        "name": "catalogue",
        "plural": false,
        "selections": (v17/*:: as any*/),
        "storageKey": "catalogue(filter:\"sale[true]\",order:\"DESC\",orderby:\"discount\",perPage:4)"
      },
      {
        "condition": "themed",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "autumn",
            "args": (v7/*:: as any*/),
            "concreteType": "CatalogueListing",
            "kind": "LinkedField",
            "name": "catalogue",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": "catalogue(category:\"seasonal\",perPage:4)"
          },
          {
            "alias": "holiday",
            "args": (v8/*:: as any*/),
            "concreteType": "CatalogueListing",
            "kind": "LinkedField",
            "name": "catalogue",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": "catalogue(category:\"glitter\",perPage:4)"
          }
        ]
      }
    ]
  },
  "params": {
    "id": "11c2d28cc888823fc50b9aa6acc226e77142de58305ebd1e9fbcabe34b72653e",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7714eaa63a42d4130c754801a57aae72";

export default node;
