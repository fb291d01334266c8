/**
 * @generated SignedSource<<7edae400ca3f73f06f7c221328e6f617>>
 * @relayHash fe50a1ee09577eb1ef2238e4455c335d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e446f4b741a60bce234ca6d4515abc09e141b4fc5d688b309ea8d8d8787bddd

import { ConcreteRequest } from 'relay-runtime';
export type WishlistRouteQuery$variables = Record<PropertyKey, never>;
export type WishlistRouteQuery$data = {
  readonly wishlist: {
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
    "id": "7e446f4b741a60bce234ca6d4515abc09e141b4fc5d688b309ea8d8d8787bddd",
    "metadata": {},
    "name": "WishlistRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1ad79095e66984b821055ee8461677b9";

export default node;
