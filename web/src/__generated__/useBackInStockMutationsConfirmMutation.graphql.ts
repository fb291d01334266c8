/**
 * @generated SignedSource<<5f539db748e173da2e27191fce10bcb5>>
 * @relayHash 1cdf587c9de66c5a6df0ee0a30441b9d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09adc09240521735bbc695f1a16de9d679d49fb56ff20ff8ad4dfb17a02d7123

import { ConcreteRequest } from 'relay-runtime';
export type BackInStockStatus = "ALERTED" | "CONFIRMED" | "UNCONFIRMED" | "UNSUBSCRIBED" | "%future added value";
export type useBackInStockMutationsConfirmMutation$variables = {
  token: string;
};
export type useBackInStockMutationsConfirmMutation$data = {
  readonly confirmBackInStock: {
    readonly productName: string;
    readonly productSlug: string;
    readonly status: BackInStockStatus;
  };
};
export type useBackInStockMutationsConfirmMutation = {
  response: useBackInStockMutationsConfirmMutation$data;
  variables: useBackInStockMutationsConfirmMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "BackInStockAlert",
    "kind": "LinkedField",
    "name": "confirmBackInStock",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "productName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "productSlug",
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
    "name": "useBackInStockMutationsConfirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBackInStockMutationsConfirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "09adc09240521735bbc695f1a16de9d679d49fb56ff20ff8ad4dfb17a02d7123",
    "metadata": {},
    "name": "useBackInStockMutationsConfirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "725c8b0ec1afc50c5842bc0f3f297bee";

export default node;
