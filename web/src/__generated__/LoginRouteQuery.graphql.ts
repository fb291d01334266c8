/**
 * @generated SignedSource<<1de0a77c7877587acabaa45b24c02643>>
 * @relayHash 7efbde2bcc1b0ce2270316c5c75b9140
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aec098546fcb43e744aaa997649c8214321dae528a8054335dabef49f5ddcd75

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginRouteQuery$variables = Record<PropertyKey, never>;
export type LoginRouteQuery$data = {
  readonly loginClients: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SocialLogins_clients">;
  } | null | undefined> | null | undefined;
  readonly viewer: {
    readonly username: string | null | undefined;
  } | null | undefined;
};
export type LoginRouteQuery = {
  response: LoginRouteQuery$data;
  variables: LoginRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
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
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LoginRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LoginClient",
        "kind": "LinkedField",
        "name": "loginClients",
        "plural": true,
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "aec098546fcb43e744aaa997649c8214321dae528a8054335dabef49f5ddcd75",
    "metadata": {},
    "name": "LoginRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8dfba358331aee6c2a3322201c63d862";

export default node;
