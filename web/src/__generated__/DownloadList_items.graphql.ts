/**
 * @generated SignedSource<<7d5283f3bd98b19b8bfeae0ad2416ec9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DownloadList_items$data = ReadonlyArray<{
  readonly accessExpires: string | null | undefined;
  readonly downloadsRemaining: number | null | undefined;
  readonly id: string;
  readonly name: string | null | undefined;
  readonly product: {
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "DownloadList_items";
}>;
export type DownloadList_items$key = ReadonlyArray<{
  readonly " $data"?: DownloadList_items$data;
  readonly " $fragmentSpreads": FragmentRefs<"DownloadList_items">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DownloadList_items",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadsRemaining",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accessExpires",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "DownloadableItem",
  "abstractKey": null
};
})();

(node as any).hash = "560d8268e5460da07d67c2e5350e16dd";

export default node;
