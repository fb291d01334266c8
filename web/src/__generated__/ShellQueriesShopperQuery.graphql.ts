/**
 * @generated SignedSource<<c4af6bbc913f2a4e088d0bfef868eca9>>
 * @relayHash 0cbbe686b2d67871cb076c1a6a5646ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 133ff65e48a9897d4cb0e162a6cdf49d7228d13ae5297f7b355e15b898bfa51d

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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
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
      "storageKey": "contents(first:100)"
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
    "id": "133ff65e48a9897d4cb0e162a6cdf49d7228d13ae5297f7b355e15b898bfa51d",
    "metadata": {},
    "name": "ShellQueriesShopperQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6c8627ea8801ac93ef75a1c075ecc6a1";

export default node;
