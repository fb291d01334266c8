/**
 * @generated SignedSource<<436869febb9afee621e15458cc76e7d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductTypesEnum = "EXTERNAL" | "GROUPED" | "SIMPLE" | "VARIABLE" | "VARIATION" | "%future added value";
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PurchasePanel_product$data = {
  readonly attributes?: {
    readonly nodes: ReadonlyArray<{
      readonly label: string | null | undefined;
      readonly name: string | null | undefined;
      readonly options: ReadonlyArray<string | null | undefined> | null | undefined;
      readonly terms?: {
        readonly nodes: ReadonlyArray<{
          readonly name: string | null | undefined;
          readonly slug: string | null | undefined;
        }>;
      } | null | undefined;
      readonly variation: boolean | null | undefined;
    }>;
  } | null | undefined;
  readonly buttonText?: string | null | undefined;
  readonly databaseId: number;
  readonly defaultAttributes?: {
    readonly nodes: ReadonlyArray<{
      readonly name: string | null | undefined;
      readonly value: string | null | undefined;
    }>;
  } | null | undefined;
  readonly externalUrl?: string | null | undefined;
  readonly name: string | null | undefined;
  readonly onSale: boolean | null | undefined;
  readonly price?: string | null | undefined;
  readonly productCategories: {
    readonly nodes: ReadonlyArray<{
      readonly slug: string | null | undefined;
    }>;
  } | null | undefined;
  readonly products?: {
    readonly nodes: ReadonlyArray<{
      readonly onSale: boolean | null | undefined;
      readonly price?: string | null | undefined;
      readonly regularPrice?: string | null | undefined;
      readonly salePrice?: string | null | undefined;
    }>;
  } | null | undefined;
  readonly regularPrice?: string | null | undefined;
  readonly salePrice?: string | null | undefined;
  readonly stockQuantity?: number | null | undefined;
  readonly stockStatus?: StockStatusEnum | null | undefined;
  readonly type: ProductTypesEnum | null | undefined;
  readonly variations?: {
    readonly nodes: ReadonlyArray<{
      readonly attributes: {
        readonly nodes: ReadonlyArray<{
          readonly name: string | null | undefined;
          readonly value: string | null | undefined;
        }>;
      } | null | undefined;
      readonly databaseId: number;
      readonly image: {
        readonly altText: string | null | undefined;
        readonly sourceUrl: string | null | undefined;
      } | null | undefined;
      readonly onSale: boolean | null | undefined;
      readonly price: string | null | undefined;
      readonly regularPrice: string | null | undefined;
      readonly salePrice: string | null | undefined;
      readonly stockQuantity: number | null | undefined;
      readonly stockStatus: StockStatusEnum | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"GroupedProducts_product">;
  readonly " $fragmentType": "PurchasePanel_product";
};
export type PurchasePanel_product$key = {
  readonly " $data"?: PurchasePanel_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchasePanel_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
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
  "name": "onSale",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v4 = {
  "alias": null,
  "args": (v3/*:: as any*/),
  "kind": "ScalarField",
  "name": "price",
  "storageKey": "price(format:\"RAW\")"
},
v5 = {
  "alias": null,
  "args": (v3/*:: as any*/),
  "kind": "ScalarField",
  "name": "regularPrice",
  "storageKey": "regularPrice(format:\"RAW\")"
},
v6 = {
  "alias": null,
  "args": (v3/*:: as any*/),
  "kind": "ScalarField",
  "name": "salePrice",
  "storageKey": "salePrice(format:\"RAW\")"
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "type": "ProductWithPricing",
  "abstractKey": "__isProductWithPricing"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockStatus",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockQuantity",
  "storageKey": null
},
v10 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v12 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v13 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VariationAttribute",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PurchasePanel_product",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v7/*:: as any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        (v8/*:: as any*/),
        (v9/*:: as any*/)
      ],
      "type": "InventoriedProduct",
      "abstractKey": "__isInventoriedProduct"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "externalUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "buttonText",
          "storageKey": null
        }
      ],
      "type": "ExternalProduct",
      "abstractKey": null
    },
    {
      "alias": null,
      "args": (v10/*:: as any*/),
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
            (v11/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": "productCategories(first:20)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GroupedProducts_product"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": (v10/*:: as any*/),
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
                (v2/*:: as any*/),
                (v7/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": "products(first:20)"
        }
      ],
      "type": "GroupProduct",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": (v12/*:: as any*/),
          "concreteType": "ProductWithAttributesToProductAttributeConnection",
          "kind": "LinkedField",
          "name": "attributes",
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
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "label",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "variation",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "options",
                  "storageKey": null
                },
                {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "alias": null,
                      "args": [
                        {
                          "kind": "Literal",
                          "name": "first",
                          "value": 30
                        },
                        {
                          "kind": "Literal",
                          "name": "where",
                          "value": {
                            "order": "ASC",
                            "orderby": "MENU_ORDER"
                          }
                        }
                      ],
                      "concreteType": "GlobalProductAttributeToTermNodeConnection",
                      "kind": "LinkedField",
                      "name": "terms",
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
                            (v11/*:: as any*/),
                            (v1/*:: as any*/)
                          ],
                          "storageKey": null
                        }
                      ],
                      "storageKey": "terms(first:30,where:{\"order\":\"ASC\",\"orderby\":\"MENU_ORDER\"})"
                    }
                  ],
                  "type": "GlobalProductAttribute",
                  "abstractKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "attributes(first:10)"
        }
      ],
      "type": "ProductWithAttributes",
      "abstractKey": "__isProductWithAttributes"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": (v12/*:: as any*/),
          "concreteType": "ProductWithAttributesToVariationAttributeConnection",
          "kind": "LinkedField",
          "name": "defaultAttributes",
          "plural": false,
          "selections": (v13/*:: as any*/),
          "storageKey": "defaultAttributes(first:10)"
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
                (v0/*:: as any*/),
                (v2/*:: as any*/),
                (v8/*:: as any*/),
                (v9/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
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
                          "value": "WOOCOMMERCE_SINGLE"
                        }
                      ],
                      "kind": "ScalarField",
                      "name": "sourceUrl",
                      "storageKey": "sourceUrl(size:\"WOOCOMMERCE_SINGLE\")"
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "altText",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": (v12/*:: as any*/),
                  "concreteType": "ProductVariationToVariationAttributeConnection",
                  "kind": "LinkedField",
                  "name": "attributes",
                  "plural": false,
                  "selections": (v13/*:: as any*/),
                  "storageKey": "attributes(first:10)"
                }
              ],
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
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "afe9d13c910f83401c2ddcd2647174fa";

export default node;
