/**
 * @generated SignedSource<<0a8b4860f68d1e882e98bebd8dd29e0f>>
 * @relayHash 7bb503a42e1dc8c70e3e55a38c2f1f3e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f8b552e89d8dfa13853793e132ce98af06ff92a910e4867b38f425f6da2c189

import { ConcreteRequest } from 'relay-runtime';
export type WishlistRouteQuery$variables = Record<PropertyKey, never>;
export type WishlistRouteQuery$data = {
  readonly wishlist: {
    readonly count: number;
    readonly productIds: ReadonlyArray<number>;
  };
};
export type WishlistRouteQuery = {
  response: WishlistRouteQuery$data;
  variables: WishlistRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Wishlist",
    "kind": "LinkedField",
    "name": "wishlist",
    "plural": false,
    "selections": [
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
        "kind": "ScalarField",
        "name": "productIds",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WishlistRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WishlistRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0f8b552e89d8dfa13853793e132ce98af06ff92a910e4867b38f425f6da2c189",
    "metadata": {},
    "name": "WishlistRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a7c39af73671d62d559fcc3f0b6dc966";

export default node;
