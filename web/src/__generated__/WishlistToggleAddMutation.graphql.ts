/**
 * @generated SignedSource<<66287190d65be1d7dc31ab874449cb05>>
 * @relayHash 138d0d41ce7209bb1cfeaf3b5a408395
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c0f2072f177471e048854479adaf72eccbc31a15a26898786115ccb42321b70

import { ConcreteRequest } from 'relay-runtime';
export type WishlistToggleAddMutation$variables = {
  productId: number;
};
export type WishlistToggleAddMutation$data = {
  readonly addToWishlist: {
    readonly count: number;
    readonly productIds: ReadonlyArray<number>;
  };
};
export type WishlistToggleAddMutation = {
  response: WishlistToggleAddMutation$data;
  variables: WishlistToggleAddMutation$variables;
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
    "name": "WishlistToggleAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WishlistToggleAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9c0f2072f177471e048854479adaf72eccbc31a15a26898786115ccb42321b70",
    "metadata": {},
    "name": "WishlistToggleAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f16063804f47706c6a35a24539ed0611";

export default node;
