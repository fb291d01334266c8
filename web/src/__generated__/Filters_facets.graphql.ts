/**
 * @generated SignedSource<<43466debab172905dc70cd6830451d0c>>
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
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
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
      "selections": (v2/*:: as any*/),
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
          "selections": (v2/*:: as any*/),
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

(node as any).hash = "447aaf317ff9bca8e84029186c79be37";

export default node;
