/**
 * @generated SignedSource<<0a7a8bdd71fd84181f2b2791d272cf79>>
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
  readonly unknownAttributes: ReadonlyArray<string>;
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
      "kind": "ScalarField",
      "name": "unknownAttributes",
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

(node as any).hash = "4234419ee4e4ba1b660e34ec0de0a438";

export default node;
