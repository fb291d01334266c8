/**
 * @generated SignedSource<<067cb7e8d4a9c51943601ad503f1bfdf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryTiles_categories$data = {
  readonly nodes: ReadonlyArray<{
    readonly count: number | null | undefined;
    readonly id: string;
    readonly image: {
      readonly altText: string | null | undefined;
      readonly sourceUrl: string | null | undefined;
    } | null | undefined;
    readonly name: string | null | undefined;
    readonly slug: string | null | undefined;
  }>;
  readonly " $fragmentType": "CategoryTiles_categories";
};
export type CategoryTiles_categories$key = {
  readonly " $data"?: CategoryTiles_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryTiles_categories">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoryTiles_categories",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductCategory",
      "kind": "LinkedField",
      "name": "nodes",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "altText",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RootQueryToProductCategoryConnection",
  "abstractKey": null
};

(node as any).hash = "fa177db9e4ba5cb8f9eec9b3eb6abf80";

export default node;
