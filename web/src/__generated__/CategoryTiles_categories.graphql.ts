/**
 * @generated SignedSource<<93e864a8a9f763545729ba6ff84436c3>>
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

(node as any).hash = "2fb6957fc75a0823b70cc172f5d37b84";

export default node;
