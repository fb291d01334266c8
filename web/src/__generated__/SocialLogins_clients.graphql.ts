/**
 * @generated SignedSource<<ff194ec63da843c454e433587cfb170c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LoginProviderEnum = "FACEBOOK" | "GITHUB" | "GOOGLE" | "INSTAGRAM" | "LINKEDIN" | "OAUTH2_GENERIC" | "PASSWORD" | "SITETOKEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SocialLogins_clients$data = ReadonlyArray<{
  readonly authorizationUrl: string | null | undefined;
  readonly isEnabled: boolean | null | undefined;
  readonly name: string | null | undefined;
  readonly provider: LoginProviderEnum | null | undefined;
  readonly " $fragmentType": "SocialLogins_clients";
}>;
export type SocialLogins_clients$key = ReadonlyArray<{
  readonly " $data"?: SocialLogins_clients$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialLogins_clients">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SocialLogins_clients",
  "selections": [
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
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorizationUrl",
      "storageKey": null
    }
  ],
  "type": "LoginClient",
  "abstractKey": null
};

(node as any).hash = "3a3e6c2825180e4e1120724da03ca2a8";

export default node;
