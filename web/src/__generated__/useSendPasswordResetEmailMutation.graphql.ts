/**
 * @generated SignedSource<<6320518af0694a469c4d4a520069cf4e>>
 * @relayHash e186ff86e0698232a9e58b75890d3178
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7808670d875f34c6df07960e680073b3993a52b6f4ba9035abd65075b770010

import { ConcreteRequest } from 'relay-runtime';
export type useSendPasswordResetEmailMutation$variables = {
  username: string;
};
export type useSendPasswordResetEmailMutation$data = {
  readonly sendPasswordResetEmail: {
    readonly success: boolean | null | undefined;
  } | null | undefined;
};
export type useSendPasswordResetEmailMutation = {
  response: useSendPasswordResetEmailMutation$data;
  variables: useSendPasswordResetEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "username"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "username",
            "variableName": "username"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "SendPasswordResetEmailPayload",
    "kind": "LinkedField",
    "name": "sendPasswordResetEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
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
    "name": "useSendPasswordResetEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendPasswordResetEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b7808670d875f34c6df07960e680073b3993a52b6f4ba9035abd65075b770010",
    "metadata": {},
    "name": "useSendPasswordResetEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "853e63d8b5243802241031dacf7f6736";

export default node;
