/**
 * @generated SignedSource<<0c9120d437b71eed129eac2846961151>>
 * @relayHash 1c98ec409f1d0d18a5e209302fcef626
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f10b68b34815694bb5c540229559149fd1de1dc0e807d2c04830960f35a5bda

import { ConcreteRequest } from 'relay-runtime';
export type WishlistToggleQuery$variables = Record<PropertyKey, never>;
export type WishlistToggleQuery$data = {
  readonly wishlist: {
    readonly productIds: ReadonlyArray<number>;
  };
};
export type WishlistToggleQuery = {
  response: WishlistToggleQuery$data;
  variables: WishlistToggleQuery$variables;
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
    "name": "WishlistToggleQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WishlistToggleQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1f10b68b34815694bb5c540229559149fd1de1dc0e807d2c04830960f35a5bda",
    "metadata": {},
    "name": "WishlistToggleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8cdd290168054fbd0762af8e8f47a4d3";

export default node;
