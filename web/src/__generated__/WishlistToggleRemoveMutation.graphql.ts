/**
 * @generated SignedSource<<ecd556b9583c38155673606534e606e7>>
 * @relayHash 95da45756a47cc0727c216767bcef036
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe6d7cbfce7347b359e9c3df22ec80725f869c540609a4a7cfbc680bcda00a12

import { ConcreteRequest } from 'relay-runtime';
export type WishlistToggleRemoveMutation$variables = {
  productId: number;
};
export type WishlistToggleRemoveMutation$data = {
  readonly removeFromWishlist: {
    readonly count: number;
    readonly productIds: ReadonlyArray<number>;
  };
};
export type WishlistToggleRemoveMutation = {
  response: WishlistToggleRemoveMutation$data;
  variables: WishlistToggleRemoveMutation$variables;
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
        "name": "productIds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
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
    "name": "WishlistToggleRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WishlistToggleRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fe6d7cbfce7347b359e9c3df22ec80725f869c540609a4a7cfbc680bcda00a12",
    "metadata": {},
    "name": "WishlistToggleRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c032dfc006495a0e7aece1addfd0e430";

export default node;
