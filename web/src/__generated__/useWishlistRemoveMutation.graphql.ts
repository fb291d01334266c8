/**
 * @generated SignedSource<<85c3d3eda09662dad0823df4c82d4aeb>>
 * @relayHash e8b161d15020b792bbfd50be8e0f4b8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1c24fa912170e7279e2b41d262fa78f736f39b70f9722d7847eb8a90ba1168f

import { ConcreteRequest } from 'relay-runtime';
export type useWishlistRemoveMutation$variables = {
  productId: number;
};
export type useWishlistRemoveMutation$data = {
  readonly removeFromWishlist: {
    readonly count: number;
    readonly productIds: ReadonlyArray<number>;
  };
};
export type useWishlistRemoveMutation = {
  response: useWishlistRemoveMutation$data;
  variables: useWishlistRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "productId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "productId",
        "variableName": "productId"
      }
    ],
    "concreteType": "Wishlist",
    "kind": "LinkedField",
    "name": "removeFromWishlist",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useWishlistRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWishlistRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e1c24fa912170e7279e2b41d262fa78f736f39b70f9722d7847eb8a90ba1168f",
    "metadata": {},
    "name": "useWishlistRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "55df3488fe53084a3645bade41e3a319";

export default node;
