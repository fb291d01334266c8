/**
 * @generated SignedSource<<d8d0209ed5eead63b50f747ef6260e72>>
 * @relayHash 9a457fd80aebd494520f1dd81d0cd6c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27d05c45fbdb6b4d640d0aa5adc0e90fe7fc384788c571258a98674751b58f71

import { ConcreteRequest } from 'relay-runtime';
export type PasswordResetKeyStatusEnum = "EXPIRED" | "INVALID" | "VALID" | "%future added value";
export type useResetKeyStatusQuery$variables = {
  key: string;
  login: string;
};
export type useResetKeyStatusQuery$data = {
  readonly passwordResetKeyStatus: PasswordResetKeyStatusEnum | null | undefined;
};
export type useResetKeyStatusQuery = {
  response: useResetKeyStatusQuery$data;
  variables: useResetKeyStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "login"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "key",
        "variableName": "key"
      },
      {
        "kind": "Variable",
        "name": "login",
        "variableName": "login"
      }
    ],
    "kind": "ScalarField",
    "name": "passwordResetKeyStatus",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useResetKeyStatusQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResetKeyStatusQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "27d05c45fbdb6b4d640d0aa5adc0e90fe7fc384788c571258a98674751b58f71",
    "metadata": {},
    "name": "useResetKeyStatusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6c4849e30cbc5ce8a18c586cdd1e358c";

export default node;
