/**
 * @generated SignedSource<<9bbba50a99e31b89359151cea695878b>>
 * @relayHash 471d18f76262d04ef19d4040cffc9f0b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c83b94c1acb69ee208a342c52a687ae962a8086f7cf5281d4c9d28246ec589c

import { ConcreteRequest } from 'relay-runtime';
export type MySizeOwner = "CUSTOMER" | "GUEST" | "%future added value";
export type SetSize = "L" | "M" | "S" | "XS" | "%future added value";
export type SaveMySizeInput = {
  kitSizes?: ReadonlyArray<number> | null | undefined;
  size: SetSize;
  widthsMm?: ReadonlyArray<number> | null | undefined;
};
export type mySizeSaveMutation$variables = {
  input: SaveMySizeInput;
};
export type mySizeSaveMutation$data = {
  readonly saveMySize: {
    readonly kitSizes: ReadonlyArray<number> | null | undefined;
    readonly owner: MySizeOwner;
    readonly size: SetSize;
    readonly slug: string;
    readonly widthsMm: ReadonlyArray<number> | null | undefined;
  };
};
export type mySizeSaveMutation = {
  response: mySizeSaveMutation$data;
  variables: mySizeSaveMutation$variables;
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
    "name": "mySizeSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mySizeSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c83b94c1acb69ee208a342c52a687ae962a8086f7cf5281d4c9d28246ec589c",
    "metadata": {},
    "name": "mySizeSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a0ab62ed789ae156b0a6704e5e8b4e07";

export default node;
