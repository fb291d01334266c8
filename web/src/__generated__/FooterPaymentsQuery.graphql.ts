/**
 * @generated SignedSource<<57a6362b91814307638b16c411ff7d5b>>
 * @relayHash 4f19931a8aac292386f2ddad9598b48d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c726fa739776fb77bbda03356f38797ecae571bd928472608e227bf7ed66178

import { ConcreteRequest } from 'relay-runtime';
export type FooterPaymentsQuery$variables = Record<PropertyKey, never>;
export type FooterPaymentsQuery$data = {
  readonly paymentGateways: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly title: string | null | undefined;
    }>;
  } | null | undefined;
};
export type FooterPaymentsQuery = {
  response: FooterPaymentsQuery$data;
  variables: FooterPaymentsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RootQueryToPaymentGatewayConnection",
    "kind": "LinkedField",
    "name": "paymentGateways",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentGateway",
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
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
            "name": "title",
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
    "name": "FooterPaymentsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FooterPaymentsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8c726fa739776fb77bbda03356f38797ecae571bd928472608e227bf7ed66178",
    "metadata": {},
    "name": "FooterPaymentsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2704230467a20aa08eb7e1bd7548086a";

export default node;
