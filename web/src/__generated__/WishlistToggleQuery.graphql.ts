/**
 * @generated SignedSource<<0ab2e417824871897c8b8ae2ecb1ee24>>
 * @relayHash 5eca53284c83b858c025c07e31f85846
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f78d4ecf51f3edd57a26411d1598752f1ae0b9c9ff65c4e850d55980e59c35d5

import { ConcreteRequest } from 'relay-runtime';
export type WishlistToggleQuery$variables = Record<PropertyKey, never>;
export type WishlistToggleQuery$data = {
  readonly wishlist: {
    readonly count: number;
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
    "id": "f78d4ecf51f3edd57a26411d1598752f1ae0b9c9ff65c4e850d55980e59c35d5",
    "metadata": {},
    "name": "WishlistToggleQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c31da040d60800de0f3058f0ef68186d";

export default node;
