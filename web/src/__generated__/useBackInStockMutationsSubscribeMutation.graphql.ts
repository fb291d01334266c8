/**
 * @generated SignedSource<<7d36ae78d1c3a178b33cb493b00a4642>>
 * @relayHash ae4b7d72948eb80602ebcb62cf24078e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 391be6e65db8adf387e58bc0edf39e243a181cbe1933756649908328514fb653

import { ConcreteRequest } from 'relay-runtime';
export type SubscribeBackInStockInput = {
  email?: string | null | undefined;
  productId: string;
  variationId?: string | null | undefined;
};
export type useBackInStockMutationsSubscribeMutation$variables = {
  input: SubscribeBackInStockInput;
};
export type useBackInStockMutationsSubscribeMutation$data = {
  readonly subscribeBackInStock: {
    readonly email: string;
  };
};
export type useBackInStockMutationsSubscribeMutation = {
  response: useBackInStockMutationsSubscribeMutation$data;
  variables: useBackInStockMutationsSubscribeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "BackInStockRequest",
    "kind": "LinkedField",
    "name": "subscribeBackInStock",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "useBackInStockMutationsSubscribeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBackInStockMutationsSubscribeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "391be6e65db8adf387e58bc0edf39e243a181cbe1933756649908328514fb653",
    "metadata": {},
    "name": "useBackInStockMutationsSubscribeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bb43fcb1bd484374fd3208b26fd9e346";

export default node;
