/**
 * @generated SignedSource<<caebb994d0f9ff43578dff6b01443dcf>>
 * @relayHash 3d645db6886dbaca175e2e05e74b5d29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2166703704730677ede276ca4505f626a1ea26d20d4f5ae31cf8c48f2de0a36

import { ConcreteRequest } from 'relay-runtime';
export type MySizeOwner = "CUSTOMER" | "GUEST" | "%future added value";
export type SetSize = "L" | "M" | "S" | "XS" | "%future added value";
export type SaveMySizeInput = {
  kitSizes?: ReadonlyArray<number> | null | undefined;
  size: SetSize;
  widthsMm?: ReadonlyArray<number> | null | undefined;
};
export type saveMySizeMutation$variables = {
  input: SaveMySizeInput;
};
export type saveMySizeMutation$data = {
  readonly saveMySize: {
    readonly kitSizes: ReadonlyArray<number> | null | undefined;
    readonly owner: MySizeOwner;
    readonly size: SetSize;
    readonly slug: string;
    readonly widthsMm: ReadonlyArray<number> | null | undefined;
  };
};
export type saveMySizeMutation = {
  response: saveMySizeMutation$data;
  variables: saveMySizeMutation$variables;
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
    "concreteType": "MySize",
    "kind": "LinkedField",
    "name": "saveMySize",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "owner",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "size",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "slug",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "widthsMm",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kitSizes",
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
    "name": "saveMySizeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "saveMySizeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d2166703704730677ede276ca4505f626a1ea26d20d4f5ae31cf8c48f2de0a36",
    "metadata": {},
    "name": "saveMySizeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "25d5cb017e479fe26ccac1191916d452";

export default node;
