/**
 * @generated SignedSource<<f8b27f3900d8cfc5294431ddd1ec9f70>>
 * @relayHash bca89fd5bd2f52ef40444045201db03e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 522e43dc6f6dbdf89cce117d0e8760a5302cfd00162c9895c9257613ff5ab3a4

import { ConcreteRequest } from 'relay-runtime';
export type ShellQueriesShopperQuery$variables = Record<PropertyKey, never>;
export type ShellQueriesShopperQuery$data = {
  readonly cart: {
    readonly contents: {
      readonly itemCount: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
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
  "concreteType": "Cart",
  "kind": "LinkedField",
  "name": "cart",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CartToCartItemConnection",
      "kind": "LinkedField",
      "name": "contents",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itemCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v2 = {
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
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
    "id": "522e43dc6f6dbdf89cce117d0e8760a5302cfd00162c9895c9257613ff5ab3a4",
    "metadata": {},
    "name": "ShellQueriesShopperQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3c87f1b6a0ff8604c40aeb565c488f42";

export default node;
