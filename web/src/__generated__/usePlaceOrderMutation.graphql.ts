/**
 * @generated SignedSource<<59203251c7f2bb44c4884f726672dcd0>>
 * @relayHash 1204a14546cd79c709ba053f5e21cd97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 351de0957a53197b069ff7ef52a7307ae6dab944e2b04b0a8cbbf5e97ab975d4

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
export type usePlaceOrderMutation$variables = {
  idempotencyKey: string;
  input: PlaceOrderInput;
};
export type usePlaceOrderMutation$data = {
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
export type usePlaceOrderMutation = {
  response: usePlaceOrderMutation$data;
  variables: usePlaceOrderMutation$variables;
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
    "name": "usePlaceOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePlaceOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "351de0957a53197b069ff7ef52a7307ae6dab944e2b04b0a8cbbf5e97ab975d4",
    "metadata": {},
    "name": "usePlaceOrderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c3c02e7df4136aef2f77ce9264de5f6b";

export default node;
