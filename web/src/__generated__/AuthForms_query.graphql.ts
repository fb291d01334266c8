/**
 * @generated SignedSource<<5aa165141d82be2d677a87bd380f26d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuthForms_query$data = {
  readonly loginClients: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SocialLogins_clients">;
  } | null | undefined> | null | undefined;
  readonly " $fragmentType": "AuthForms_query";
};
export type AuthForms_query$key = {
  readonly " $data"?: AuthForms_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuthForms_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuthForms_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LoginClient",
      "kind": "LinkedField",
      "name": "loginClients",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SocialLogins_clients"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "79e72dc05d9718cfcbde33cdaf431f01";

export default node;
