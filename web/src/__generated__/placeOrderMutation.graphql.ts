/**
 * @generated SignedSource<<71c15d98aca0bba326d4137e45631075>>
 * @relayHash 31b209f5f74af0f744db341da2e4dfb5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6547e621236536dba965291bfd4264def07fa99688a27edc0d5e1e4ab0574a7

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutAttemptStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
export type PlaceOrderInput = {
  account?: PlaceOrderAccountInput | null | undefined;
  billing: PlaceOrderAddressInput;
  customerNote?: string | null | undefined;
  paymentMethod: string;
  shipToDifferentAddress?: boolean | null | undefined;
  shipping?: PlaceOrderAddressInput | null | undefined;
  transactionId?: string | null | undefined;
};
export type PlaceOrderAccountInput = {
  password: string;
  username: string;
};
export type PlaceOrderAddressInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  company?: string | null | undefined;
  country?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  postcode?: string | null | undefined;
  state?: string | null | undefined;
};
export type placeOrderMutation$variables = {
  idempotencyKey: string;
  input: PlaceOrderInput;
};
export type placeOrderMutation$data = {
  readonly placeOrder: {
    readonly errorCode: string | null | undefined;
    readonly errorMessage: string | null | undefined;
    readonly orderId: number | null | undefined;
    readonly orderKey: string | null | undefined;
    readonly orderNumber: string | null | undefined;
    readonly replayed: boolean;
    readonly status: CheckoutAttemptStatus;
  };
};
export type placeOrderMutation = {
  response: placeOrderMutation$data;
  variables: placeOrderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idempotencyKey"
  },
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
        "name": "idempotencyKey",
        "variableName": "idempotencyKey"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CheckoutAttempt",
    "kind": "LinkedField",
    "name": "placeOrder",
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
        "name": "replayed",
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
    "name": "placeOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "placeOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f6547e621236536dba965291bfd4264def07fa99688a27edc0d5e1e4ab0574a7",
    "metadata": {},
    "name": "placeOrderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d9834e9bd1cc0f8820b59aa4737de200";

export default node;
