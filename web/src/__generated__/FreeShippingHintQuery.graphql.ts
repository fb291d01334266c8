/**
 * @generated SignedSource<<16130e1cb0962264a88ad877bb65e861>>
 * @relayHash aaf6fbcea3c922d94401c6648a7503bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9a02689e14695082279ccaa54efa560b69a3901f2ddcfa8970fc9a8cfa076a7

import { ConcreteRequest } from 'relay-runtime';
export type FreeShippingHintQuery$variables = {
  locale?: string | null | undefined;
};
export type FreeShippingHintQuery$data = {
  readonly topBanner: {
    readonly freeShippingThreshold: string | null | undefined;
  };
};
export type FreeShippingHintQuery = {
  response: FreeShippingHintQuery$data;
  variables: FreeShippingHintQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      }
    ],
    "concreteType": "TopBanner",
    "kind": "LinkedField",
    "name": "topBanner",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "freeShippingThreshold",
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
    "name": "FreeShippingHintQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FreeShippingHintQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c9a02689e14695082279ccaa54efa560b69a3901f2ddcfa8970fc9a8cfa076a7",
    "metadata": {},
    "name": "FreeShippingHintQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "881d32914b3e4c8ee4b99a1f20bbc4f6";

export default node;
