/**
 * @generated SignedSource<<e11a9c5ff8bd5254cc332893949653b4>>
 * @relayHash 41f4ee9d75aa76d1785c992da39f1bf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 524e6deb484b4c4730b3a3775961505c0cd1e28c23e4df2b84de8af92996e57e

import { ConcreteRequest } from 'relay-runtime';
export type Finger = "INDEX" | "MIDDLE" | "PINKY" | "RING" | "THUMB" | "%future added value";
export type SetSize = "L" | "M" | "S" | "XS" | "%future added value";
export type fitFinderAnswerQuery$variables = {
  kitSizes?: ReadonlyArray<number> | null | undefined;
  widthsMm?: ReadonlyArray<number> | null | undefined;
};
export type fitFinderAnswerQuery$data = {
  readonly findMySize: {
    readonly between: {
      readonly fingers: ReadonlyArray<Finger>;
      readonly larger: SetSize;
      readonly smaller: SetSize;
    } | null | undefined;
    readonly fingers: ReadonlyArray<{
      readonly finger: Finger;
      readonly size: SetSize;
      readonly widerThanLargest: boolean;
    }>;
    readonly size: SetSize;
  };
};
export type fitFinderAnswerQuery = {
  response: fitFinderAnswerQuery$data;
  variables: fitFinderAnswerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kitSizes"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "widthsMm"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "size",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "kitSizes",
        "variableName": "kitSizes"
      },
      {
        "kind": "Variable",
        "name": "widthsMm",
        "variableName": "widthsMm"
      }
    ],
    "concreteType": "SizeAnswer",
    "kind": "LinkedField",
    "name": "findMySize",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "FingerFit",
        "kind": "LinkedField",
        "name": "fingers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "finger",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "widerThanLargest",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SizeBetween",
        "kind": "LinkedField",
        "name": "between",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "smaller",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "larger",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fingers",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "fitFinderAnswerQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "fitFinderAnswerQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "524e6deb484b4c4730b3a3775961505c0cd1e28c23e4df2b84de8af92996e57e",
    "metadata": {},
    "name": "fitFinderAnswerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "01a6fe922c93efe6f17768993051c15b";

export default node;
