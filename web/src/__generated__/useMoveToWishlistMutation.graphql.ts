/**
 * @generated SignedSource<<0eb8a1723a699733238ae43a747952fa>>
 * @relayHash 6e43f0230525e1f4c5d549f258a2521b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40e71c946cabed09d5a1bd804b17cc9ee5f1c3c5093d0e1d3fe0d8322dc6f71c

import { ConcreteRequest } from 'relay-runtime';
export type useMoveToWishlistMutation$variables = {
  key: string;
  productId: number;
};
export type useMoveToWishlistMutation$data = {
  readonly moveCartItemToWishlist: {
    readonly count: number;
    readonly productIds: ReadonlyArray<number>;
  };
};
export type useMoveToWishlistMutation = {
  response: useMoveToWishlistMutation$data;
  variables: useMoveToWishlistMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  },
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
        "name": "key",
        "variableName": "key"
      },
      {
        "kind": "Variable",
        "name": "productId",
        "variableName": "productId"
      }
    ],
    "concreteType": "Wishlist",
    "kind": "LinkedField",
    "name": "moveCartItemToWishlist",
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
    "name": "useMoveToWishlistMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoveToWishlistMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "40e71c946cabed09d5a1bd804b17cc9ee5f1c3c5093d0e1d3fe0d8322dc6f71c",
    "metadata": {},
    "name": "useMoveToWishlistMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2c5d5cdb3a21713414709c23f570a5bf";

export default node;
