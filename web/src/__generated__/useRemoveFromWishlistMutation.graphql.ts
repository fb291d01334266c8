/**
 * @generated SignedSource<<76d1e8068cd472326f721c0ba8f3a23c>>
 * @relayHash 0b7628edd1f7cbe2a0062516e0ed08c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 97349167c938a405ca8ed35e0e4ec10ae4e5a1d20c4a20a12c9e5ad1ccee13eb

import { ConcreteRequest } from 'relay-runtime';
export type useRemoveFromWishlistMutation$variables = {
  productId: number;
};
export type useRemoveFromWishlistMutation$data = {
  readonly removeFromWishlist: {
    readonly count: number;
    readonly productIds: ReadonlyArray<number>;
  };
};
export type useRemoveFromWishlistMutation = {
  response: useRemoveFromWishlistMutation$data;
  variables: useRemoveFromWishlistMutation$variables;
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
    "name": "useRemoveFromWishlistMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveFromWishlistMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "97349167c938a405ca8ed35e0e4ec10ae4e5a1d20c4a20a12c9e5ad1ccee13eb",
    "metadata": {},
    "name": "useRemoveFromWishlistMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8f2c197f93c0f2f8b47596e5f468e327";

export default node;
