/**
 * @generated SignedSource<<ee9b131ca8b0e1d56a2d57492e5c8815>>
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
    readonly " $fragmentSpreads": FragmentRefs<"ProductGrid_products">;
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProductGrid_products"
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

(node as any).hash = "fa7af10659dcf9a17fe8167a8ee601a3";

export default node;
