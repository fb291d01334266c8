/**
 * @generated SignedSource<<25ec943263d9c7f36dbfb9a435f84413>>
 * @relayHash 137642b550583ce05e5101338907fb7a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05eef7936bc42c1c2fce03ec1f5bd9122c4b8c4ee6c3c451a28e17ccfe3e7097

import { ConcreteRequest } from 'relay-runtime';
export type GiftCardBalanceQuery$variables = {
  code: string;
};
export type GiftCardBalanceQuery$data = {
  readonly giftCardBalance: {
    readonly amount: string | null | undefined;
    readonly balance: string | null | undefined;
    readonly code: string;
    readonly expiresAt: string | null | undefined;
  } | null | undefined;
};
export type GiftCardBalanceQuery = {
  response: GiftCardBalanceQuery$data;
  variables: GiftCardBalanceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": "GiftCardBalance",
    "kind": "LinkedField",
    "name": "giftCardBalance",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "balance",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
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
    "name": "GiftCardBalanceQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GiftCardBalanceQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "05eef7936bc42c1c2fce03ec1f5bd9122c4b8c4ee6c3c451a28e17ccfe3e7097",
    "metadata": {},
    "name": "GiftCardBalanceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b7774e8105304a37bcd820e065a1732d";

export default node;
