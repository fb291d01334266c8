/**
 * @generated SignedSource<<e348618c1444a67590217a6c4485b6fb>>
 * @relayHash dcf423c2d7299a48a387e189d3b1225a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8624d0283b30dcd7dcf132de38b0d5b212784748c834a88e834bc2a59d4dd330

import { ConcreteRequest } from 'relay-runtime';
export type SetSize = "L" | "M" | "S" | "XS" | "%future added value";
export type fitFinderTableQuery$variables = Record<PropertyKey, never>;
export type fitFinderTableQuery$data = {
  readonly sizeFinderTable: {
    readonly sets: ReadonlyArray<{
      readonly size: SetSize;
      readonly widthsMm: ReadonlyArray<number>;
    }>;
  };
};
export type fitFinderTableQuery = {
  response: fitFinderTableQuery$data;
  variables: fitFinderTableQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SizeFinderTable",
    "kind": "LinkedField",
    "name": "sizeFinderTable",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SetSizeWidths",
        "kind": "LinkedField",
        "name": "sets",
        "plural": true,
        "selections": [
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
            "name": "widthsMm",
            "storageKey": null
          }
        ],
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
    "name": "fitFinderTableQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "fitFinderTableQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8624d0283b30dcd7dcf132de38b0d5b212784748c834a88e834bc2a59d4dd330",
    "metadata": {},
    "name": "fitFinderTableQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7b18e543bb71fe8da8c39668248cbede";

export default node;
