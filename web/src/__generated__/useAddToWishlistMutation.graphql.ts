/**
 * @generated SignedSource<<ac1180221897c955e5f425fc1c570b02>>
 * @relayHash c67cf655f150e544815397ef673a5808
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3178fe79d2262bdd68178cdf4eb9943f92248ff4dab1d70d3a88610184b23a9f

import { ConcreteRequest } from 'relay-runtime';
export type useAddToWishlistMutation$variables = {
  productId: number;
};
export type useAddToWishlistMutation$data = {
  readonly addToWishlist: {
    readonly count: number;
    readonly productIds: ReadonlyArray<number>;
  };
};
export type useAddToWishlistMutation = {
  response: useAddToWishlistMutation$data;
  variables: useAddToWishlistMutation$variables;
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
    "name": "addToWishlist",
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
    "name": "useAddToWishlistMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddToWishlistMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3178fe79d2262bdd68178cdf4eb9943f92248ff4dab1d70d3a88610184b23a9f",
    "metadata": {},
    "name": "useAddToWishlistMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a43ed1398368d7a624cd048104bb8db0";

export default node;
