/**
 * @generated SignedSource<<046cd2e092c06e822e72802fcc544ea0>>
 * @relayHash 39920d390f4a4cbf07171b48fb00bed8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8176b549d11db6efa89507eb15cee1a68de347abc49b97423eb712973151ed27

import { ConcreteRequest } from 'relay-runtime';
export type ContactMessageInput = {
  email: string;
  message: string;
  name: string;
  subject?: string | null | undefined;
};
export type useSendContactMessageMutation$variables = {
  input: ContactMessageInput;
};
export type useSendContactMessageMutation$data = {
  readonly sendContactMessage: {
    readonly success: boolean;
  };
};
export type useSendContactMessageMutation = {
  response: useSendContactMessageMutation$data;
  variables: useSendContactMessageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ContactMessagePayload",
    "kind": "LinkedField",
    "name": "sendContactMessage",
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
    "name": "useSendContactMessageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendContactMessageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8176b549d11db6efa89507eb15cee1a68de347abc49b97423eb712973151ed27",
    "metadata": {},
    "name": "useSendContactMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6479d746de0bb0b4421ad499c33e8332";

export default node;
