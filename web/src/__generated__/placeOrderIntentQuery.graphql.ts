/**
 * @generated SignedSource<<9578b3bed77643ca0206cf5677e5c457>>
 * @relayHash 0ec08a6b3f0cb056acbe43fb544fe312
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b20d18e660f12758307cecdebc6813124b1a7825c272e77a78ca3650658b21fc

import { ConcreteRequest } from 'relay-runtime';
export type placeOrderIntentQuery$variables = Record<PropertyKey, never>;
export type placeOrderIntentQuery$data = {
  readonly stripePaymentIntent: {
    readonly amount: number | null | undefined;
    readonly clientSecret: string | null | undefined;
    readonly currency: string | null | undefined;
    readonly error: string | null | undefined;
    readonly id: string | null | undefined;
  } | null | undefined;
};
export type placeOrderIntentQuery = {
  response: placeOrderIntentQuery$data;
  variables: placeOrderIntentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "stripePaymentMethod",
        "value": "PAYMENT"
      }
    ],
    "concreteType": "PaymentIntent",
    "kind": "LinkedField",
    "name": "stripePaymentIntent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientSecret",
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
        "name": "currency",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "error",
        "storageKey": null
      }
    ],
    "storageKey": "stripePaymentIntent(stripePaymentMethod:\"PAYMENT\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "placeOrderIntentQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "placeOrderIntentQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b20d18e660f12758307cecdebc6813124b1a7825c272e77a78ca3650658b21fc",
    "metadata": {},
    "name": "placeOrderIntentQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2ede619af28e64a4f56b0f711c3dc5e4";

export default node;
