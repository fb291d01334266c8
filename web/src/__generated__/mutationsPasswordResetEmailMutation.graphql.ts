/**
 * @generated SignedSource<<3216aadfd7cf3dbdb44d40b4bdb76fb3>>
 * @relayHash fb9b49685f155493ce1f675e6ba125da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5b29700f1dddfad052b88f23101d9b12c16b28c84a372ba5703899f0e68c145

import { ConcreteRequest } from 'relay-runtime';
export type mutationsPasswordResetEmailMutation$variables = {
  username: string;
};
export type mutationsPasswordResetEmailMutation$data = {
  readonly sendPasswordResetEmail: {
    readonly success: boolean | null | undefined;
  } | null | undefined;
};
export type mutationsPasswordResetEmailMutation = {
  response: mutationsPasswordResetEmailMutation$data;
  variables: mutationsPasswordResetEmailMutation$variables;
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
    "name": "mutationsPasswordResetEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsPasswordResetEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d5b29700f1dddfad052b88f23101d9b12c16b28c84a372ba5703899f0e68c145",
    "metadata": {},
    "name": "mutationsPasswordResetEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "161d80100fcd07cecf402b6e3eaa19ef";

export default node;
