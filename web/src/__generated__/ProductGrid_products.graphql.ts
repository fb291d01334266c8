/**
 * @generated SignedSource<<336007cee009f69c3b0e9233f7648709>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductGrid_products$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
  readonly " $fragmentType": "ProductGrid_products";
}>;
export type ProductGrid_products$key = ReadonlyArray<{
  readonly " $data"?: ProductGrid_products$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductGrid_products">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ProductGrid_products",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductCard_product"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "9577895618139d41794eb602ab393947";

export default node;
