/**
 * @generated SignedSource<<f52e988d35b8c7b84216e9a652f3bb6b>>
 * @relayHash 1e39520ea8e479d8aa681760f3cded1b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8809fd00c2e01946e602470fd39bb6912921c581c72420cd4504b72faed301c3

import { ConcreteRequest } from 'relay-runtime';
export type BackInStockStatus = "ALERTED" | "CONFIRMED" | "UNCONFIRMED" | "UNSUBSCRIBED" | "%future added value";
export type useBackInStockMutationsUnsubscribeMutation$variables = {
  token: string;
};
export type useBackInStockMutationsUnsubscribeMutation$data = {
  readonly unsubscribeBackInStock: {
    readonly productName: string;
    readonly productSlug: string;
    readonly status: BackInStockStatus;
  };
};
export type useBackInStockMutationsUnsubscribeMutation = {
  response: useBackInStockMutationsUnsubscribeMutation$data;
  variables: useBackInStockMutationsUnsubscribeMutation$variables;
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
    "name": "unsubscribeBackInStock",
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
    "name": "useBackInStockMutationsUnsubscribeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBackInStockMutationsUnsubscribeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8809fd00c2e01946e602470fd39bb6912921c581c72420cd4504b72faed301c3",
    "metadata": {},
    "name": "useBackInStockMutationsUnsubscribeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9d35267861b9122ef3da3a4327831351";

export default node;
