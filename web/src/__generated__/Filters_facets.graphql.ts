/**
 * @generated SignedSource<<3cd70e3c8fe4daf4ba2e7f7a76120f0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Filters_facets$data = {
  readonly attributes: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
    readonly terms: ReadonlyArray<{
      readonly count: number;
      readonly name: string;
      readonly slug: string;
    }>;
  }>;
  readonly categories: ReadonlyArray<{
    readonly count: number;
    readonly name: string;
    readonly parent: string | null | undefined;
    readonly slug: string;
  }>;
  readonly price: {
    readonly max: number;
    readonly min: number;
  } | null | undefined;
  readonly " $fragmentType": "Filters_facets";
};
export type Filters_facets$key = {
  readonly " $data"?: Filters_facets$data;
  readonly " $fragmentSpreads": FragmentRefs<"Filters_facets">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
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
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Filters_facets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PriceRange",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "min",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "max",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CategoryFacet",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "parent",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AttributeFacet",
      "kind": "LinkedField",
      "name": "attributes",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "AttributeTermFacet",
          "kind": "LinkedField",
          "name": "terms",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CatalogueFacets",
  "abstractKey": null
};
})();

(node as any).hash = "bd49b72fcd0884953913d060790e756a";

export default node;
