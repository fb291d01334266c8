/**
 * @generated SignedSource<<b3036625c55428c7e78ec78071ef6774>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Listing_catalogue$data = {
  readonly facets: {
    readonly attributes: ReadonlyArray<{
      readonly slug: string;
    }>;
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
          "alias": null,
          "args": null,
          "concreteType": "AttributeFacet",
          "kind": "LinkedField",
          "name": "attributes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
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

(node as any).hash = "5a19a6b65ef2e7f2a8ba647785910760";

export default node;
