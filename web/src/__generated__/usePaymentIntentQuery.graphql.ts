/**
 * @generated SignedSource<<75222258ed4809cf339233af3252ae19>>
 * @relayHash 210cf7ed4ac7354b5f2ca22a04505e23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37181424aa6b336bb1aab7fb23989f5819820ce8f57df9d391a167d7f6c1c7c3

import { ConcreteRequest } from 'relay-runtime';
export type usePaymentIntentQuery$variables = Record<PropertyKey, never>;
export type usePaymentIntentQuery$data = {
  readonly stripePaymentIntent: {
    readonly amount: number | null | undefined;
    readonly clientSecret: string | null | undefined;
    readonly currency: string | null | undefined;
    readonly error: string | null | undefined;
    readonly id: string | null | undefined;
  } | null | undefined;
};
export type usePaymentIntentQuery = {
  response: usePaymentIntentQuery$data;
  variables: usePaymentIntentQuery$variables;
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
    "name": "usePaymentIntentQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "usePaymentIntentQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "37181424aa6b336bb1aab7fb23989f5819820ce8f57df9d391a167d7f6c1c7c3",
    "metadata": {},
    "name": "usePaymentIntentQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b4ff203c6f650ce74d8274eee3452890";

export default node;
