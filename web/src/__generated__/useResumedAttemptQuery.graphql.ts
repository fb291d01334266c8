/**
 * @generated SignedSource<<44ff9978f1d4733384fb7602697befe3>>
 * @relayHash 0f4bed84e3e70bcc12d039adbf566b92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bbc7d30561dd5b23803b67ac2c93ca862439802cab6c874bb1a5adc3054903d6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useResumedAttemptQuery$variables = Record<PropertyKey, never>;
export type useResumedAttemptQuery$data = {
  readonly latestCheckoutAttempt: {
    readonly " $fragmentSpreads": FragmentRefs<"useResumedAttempt_attempt">;
  } | null | undefined;
};
export type useResumedAttemptQuery = {
  response: useResumedAttemptQuery$data;
  variables: useResumedAttemptQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "idempotencyKey",
    "storageKey": null
  },
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
    "name": "orderId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "orderKey",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "orderNumber",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "errorCode",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "errorMessage",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "requestedAt",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useResumedAttemptQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckoutAttempt",
        "kind": "LinkedField",
        "name": "latestCheckoutAttempt",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "useResumedAttempt_attempt",
            "selections": (v0/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useResumedAttemptQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckoutAttempt",
        "kind": "LinkedField",
        "name": "latestCheckoutAttempt",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bbc7d30561dd5b23803b67ac2c93ca862439802cab6c874bb1a5adc3054903d6",
    "metadata": {},
    "name": "useResumedAttemptQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "08e2a659a2a2c441c37cd9edfb5309a3";

export default node;
