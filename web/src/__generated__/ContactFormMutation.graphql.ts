/**
 * @generated SignedSource<<bbb4e9a0d9bda3b89ccf1271127ab0a3>>
 * @relayHash 9ce54e91aed3d467354874f1b86637d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d53e38c501cae092e5e9c3b517d2179ea4742653d5e7d19e46c8f5fba11c1c3

import { ConcreteRequest } from 'relay-runtime';
export type ContactMessageInput = {
  email: string;
  message: string;
  name: string;
  subject?: string | null | undefined;
};
export type ContactFormMutation$variables = {
  input: ContactMessageInput;
};
export type ContactFormMutation$data = {
  readonly sendContactMessage: {
    readonly success: boolean;
  };
};
export type ContactFormMutation = {
  response: ContactFormMutation$data;
  variables: ContactFormMutation$variables;
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
    "name": "ContactFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9d53e38c501cae092e5e9c3b517d2179ea4742653d5e7d19e46c8f5fba11c1c3",
    "metadata": {},
    "name": "ContactFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c2aa2d5601c5a9a4bb50f39e4ce6da30";

export default node;
