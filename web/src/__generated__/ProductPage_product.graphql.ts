/**
 * @generated SignedSource<<3a35400834b0d0e819dc33e6c1616ef4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductPage_product$data = {
  readonly averageRating: number | null | undefined;
  readonly description: string | null | undefined;
  readonly galleryImages: {
    readonly nodes: ReadonlyArray<{
      readonly altText: string | null | undefined;
      readonly id: string;
      readonly sourceUrl: string | null | undefined;
    }>;
  } | null | undefined;
  readonly image: {
    readonly altText: string | null | undefined;
    readonly id: string;
    readonly sourceUrl: string | null | undefined;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly onSale: boolean | null | undefined;
  readonly price?: string | null | undefined;
  readonly productCategories: {
    readonly nodes: ReadonlyArray<{
      readonly name: string | null | undefined;
      readonly slug: string | null | undefined;
    }>;
  } | null | undefined;
  readonly regularPrice?: string | null | undefined;
  readonly related: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProductGrid_products">;
    }>;
  } | null | undefined;
  readonly reviewCount: number | null | undefined;
  readonly salePrice?: string | null | undefined;
  readonly shortDescription: string | null | undefined;
  readonly sku: string | null | undefined;
  readonly slug: string | null | undefined;
  readonly stockStatus?: StockStatusEnum | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProductAttributes_product" | "PurchasePanel_product" | "Reviews_product">;
  readonly " $fragmentType": "ProductPage_product";
};
export type ProductPage_product$key = {
  readonly " $data"?: ProductPage_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPage_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
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
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v4 = [
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
  "name": "ProductPage_product",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sku",
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
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MediaItem",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v3/*:: as any*/),
      "concreteType": "ProductToMediaItemConnection",
      "kind": "LinkedField",
      "name": "galleryImages",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MediaItem",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "galleryImages(first:20)"
    },
    {
      "alias": null,
      "args": (v3/*:: as any*/),
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
            (v1/*:: as any*/),
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": "productCategories(first:20)"
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
        }
      ],
      "type": "InventoriedProduct",
      "abstractKey": "__isInventoriedProduct"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "ProductToProductUnionConnection",
      "kind": "LinkedField",
      "name": "related",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "ProductGrid_products"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "related(first:5)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PurchasePanel_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductAttributes_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Reviews_product"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "421b884ff2e898025a5996af634c3581";

export default node;
