/**
 * @generated SignedSource<<3ccd5e1de5fb78ef42bef2adcf490b82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrivacyPolicy_policy$data = {
  readonly body: string;
  readonly intro: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "PrivacyPolicy_policy";
};
export type PrivacyPolicy_policy$key = {
  readonly " $data"?: PrivacyPolicy_policy$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrivacyPolicy_policy">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrivacyPolicy_policy",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "intro",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    }
  ],
  "type": "PrivacyPolicy",
  "abstractKey": null
};

(node as any).hash = "0b8fefd6c4c86207ebbac1c9cbd621e7";

export default node;
