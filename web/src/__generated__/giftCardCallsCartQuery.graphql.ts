/**
 * @generated SignedSource<<4a0ae2a5c76bc7eb162e3c02dad1884b>>
 * @relayHash 6d41a6c19bd074333372efe84af84db2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b8b8507757398f4ce8cd0f0d6db795f0a836bdfa95bfe0b27e46e384e6a5e51

import { ConcreteRequest } from 'relay-runtime';
export type giftCardCallsCartQuery$variables = Record<PropertyKey, never>;
export type giftCardCallsCartQuery$data = {
  readonly cart: {
    readonly appliedGiftCards: ReadonlyArray<{
      readonly amount: string | null | undefined;
      readonly balance: string | null | undefined;
      readonly code: string;
    } | null | undefined> | null | undefined;
  } | null | undefined;
};
export type giftCardCallsCartQuery = {
  response: giftCardCallsCartQuery$data;
  variables: giftCardCallsCartQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Cart",
    "kind": "LinkedField",
    "name": "cart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppliedGiftCard",
        "kind": "LinkedField",
        "name": "appliedGiftCards",
        "plural": true,
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
          }
        ],
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
    "name": "giftCardCallsCartQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "giftCardCallsCartQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7b8b8507757398f4ce8cd0f0d6db795f0a836bdfa95bfe0b27e46e384e6a5e51",
    "metadata": {},
    "name": "giftCardCallsCartQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a42934b109674010c6e89eabad3a8aad";

export default node;
