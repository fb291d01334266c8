/**
 * @generated SignedSource<<c0e49248b91e1c5f6dd85c5d56cf1170>>
 * @relayHash 3998ed35996fd2061173bae2f774d3d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0eede0eebb5ad25a5f50a05b1cf69b4cb596baf63f92a8536f1dd0d74a4fec0

import { ConcreteRequest } from 'relay-runtime';
export type ShellQueriesShopperQuery$variables = Record<PropertyKey, never>;
export type ShellQueriesShopperQuery$data = {
  readonly viewer: {
    readonly avatar: {
      readonly url: string | null | undefined;
    } | null | undefined;
    readonly username: string | null | undefined;
  } | null | undefined;
};
export type ShellQueriesShopperQuery = {
  response: ShellQueriesShopperQuery$data;
  variables: ShellQueriesShopperQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Avatar",
  "kind": "LinkedField",
  "name": "avatar",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShellQueriesShopperQuery",
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
          (v1/*:: as any*/)
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
    "name": "ShellQueriesShopperQuery",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d0eede0eebb5ad25a5f50a05b1cf69b4cb596baf63f92a8536f1dd0d74a4fec0",
    "metadata": {},
    "name": "ShellQueriesShopperQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "17c402618464fa770444970faedc62c9";

export default node;
