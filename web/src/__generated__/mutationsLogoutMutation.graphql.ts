/**
 * @generated SignedSource<<0ba1c0f2a0f601f5f4eb6cef1e157ed4>>
 * @relayHash b385b6f93de35f6692ed59fb41dd705a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2dcfdcdb11297896ce362386e973972fda825abd700daad7db62a45d616cf88

import { ConcreteRequest } from 'relay-runtime';
export type mutationsLogoutMutation$variables = Record<PropertyKey, never>;
export type mutationsLogoutMutation$data = {
  readonly logout: {
    readonly success: boolean | null | undefined;
  } | null | undefined;
};
export type mutationsLogoutMutation = {
  response: mutationsLogoutMutation$data;
  variables: mutationsLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "input",
        "value": {}
      }
    ],
    "concreteType": "LogoutPayload",
    "kind": "LinkedField",
    "name": "logout",
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
    "storageKey": "logout(input:{})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "mutationsLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f2dcfdcdb11297896ce362386e973972fda825abd700daad7db62a45d616cf88",
    "metadata": {},
    "name": "mutationsLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8469ed4f84e865a7dff4d3c6d73a07f2";

export default node;
