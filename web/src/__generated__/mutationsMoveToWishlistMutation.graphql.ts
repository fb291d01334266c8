/**
 * @generated SignedSource<<739bd9f04ce02ede7503e8cf2b96f119>>
 * @relayHash 0c5e54046b56efefa49358408a624d52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7fffab6d23129a570423bb2366686581b89fa89f460eb3555a43abd791cd49f7

import { ConcreteRequest } from 'relay-runtime';
export type mutationsMoveToWishlistMutation$variables = {
  key: string;
  productId: number;
};
export type mutationsMoveToWishlistMutation$data = {
  readonly moveCartItemToWishlist: {
    readonly count: number;
    readonly productIds: ReadonlyArray<number>;
  };
};
export type mutationsMoveToWishlistMutation = {
  response: mutationsMoveToWishlistMutation$data;
  variables: mutationsMoveToWishlistMutation$variables;
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
    "name": "mutationsMoveToWishlistMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsMoveToWishlistMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7fffab6d23129a570423bb2366686581b89fa89f460eb3555a43abd791cd49f7",
    "metadata": {},
    "name": "mutationsMoveToWishlistMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "140154751d9e52e6c2e4cb31831514ab";

export default node;
