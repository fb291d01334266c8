/**
 * @generated SignedSource<<9bedeb560dbe12bd79c2efb0bd94ffd5>>
 * @relayHash 28c008e8ddd9f0d168dc4096eceb6e92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83deeeb898c9a0bd118269adc72c5499aec68fca56ddc9a41264a7619753cd57

import { ConcreteRequest } from 'relay-runtime';
export type MySizeOwner = "CUSTOMER" | "GUEST" | "%future added value";
export type SetSize = "L" | "M" | "S" | "XS" | "%future added value";
export type mySizeQuery$variables = Record<PropertyKey, never>;
export type mySizeQuery$data = {
  readonly mySize: {
    readonly kitSizes: ReadonlyArray<number> | null | undefined;
    readonly owner: MySizeOwner;
    readonly size: SetSize;
    readonly slug: string;
    readonly widthsMm: ReadonlyArray<number> | null | undefined;
  } | null | undefined;
};
export type mySizeQuery = {
  response: mySizeQuery$data;
  variables: mySizeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MySize",
    "kind": "LinkedField",
    "name": "mySize",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "mySizeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "mySizeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "83deeeb898c9a0bd118269adc72c5499aec68fca56ddc9a41264a7619753cd57",
    "metadata": {},
    "name": "mySizeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "253445931020705d6dc1b9950d4ffacc";

export default node;
