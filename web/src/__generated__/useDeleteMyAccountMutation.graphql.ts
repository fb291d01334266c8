/**
 * @generated SignedSource<<17770fc8252be3f3e6176ebeb335a1bb>>
 * @relayHash e51ff0e1e5bd56ab0d7ea4e47d9b001c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 30e628a4e2e52b7f31edf99242979fae14bd34d62ca7748acdfe7e2ddb339331

import { ConcreteRequest } from 'relay-runtime';
export type DeleteMyAccountInput = {
  confirmation: string;
  password: string;
};
export type useDeleteMyAccountMutation$variables = {
  input: DeleteMyAccountInput;
};
export type useDeleteMyAccountMutation$data = {
  readonly deleteMyAccount: {
    readonly erased: boolean;
  } | null | undefined;
};
export type useDeleteMyAccountMutation = {
  response: useDeleteMyAccountMutation$data;
  variables: useDeleteMyAccountMutation$variables;
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
    "concreteType": "DeleteMyAccountPayload",
    "kind": "LinkedField",
    "name": "deleteMyAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "erased",
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
    "name": "useDeleteMyAccountMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteMyAccountMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "30e628a4e2e52b7f31edf99242979fae14bd34d62ca7748acdfe7e2ddb339331",
    "metadata": {},
    "name": "useDeleteMyAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d3ba88ff715f91ad3dc27b47d3f0361e";

export default node;
