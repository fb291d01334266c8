/**
 * @generated SignedSource<<ef5a7a2e40dcbfc9c3d5970c71992f10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Listing_catalogue$data = {
  readonly facets: {
    readonly " $fragmentSpreads": FragmentRefs<"Filters_facets">;
  };
  readonly from: number;
  readonly page: number;
  readonly pageCount: number;
  readonly products: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
  }>;
  readonly to: number;
  readonly total: number;
  readonly " $fragmentType": "Listing_catalogue";
};
export type Listing_catalogue$key = {
  readonly " $data"?: Listing_catalogue$data;
  readonly " $fragmentSpreads": FragmentRefs<"Listing_catalogue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Listing_catalogue",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "from",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "page",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageCount",
      "storageKey": null
    },
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
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProductCard_product"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CatalogueFacets",
      "kind": "LinkedField",
      "name": "facets",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "Filters_facets"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CatalogueListing",
  "abstractKey": null
};

(node as any).hash = "c8ae8570cadb21de6f6b3c45e460c797";

export default node;
