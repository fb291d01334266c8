/**
 * @generated SignedSource<<b2fbb2f068a1e870bbe094b7a454370c>>
 * @relayHash e3caa773e71211e4733198de2eba472d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9fe7865efbe2cb327e82afc30d533afc430d29267cac18b315d783fbfe7a4b4

import { ConcreteRequest } from 'relay-runtime';
export type WriteReviewInput = {
  author?: string | null | undefined;
  authorEmail?: string | null | undefined;
  authorUrl?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  commentOn?: number | null | undefined;
  content?: string | null | undefined;
  rating: number;
};
export type ReviewFormMutation$variables = {
  input: WriteReviewInput;
};
export type ReviewFormMutation$data = {
  readonly writeReview: {
    readonly rating: number | null | undefined;
    readonly review: {
      readonly approved: boolean | null | undefined;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type ReviewFormMutation = {
  response: ReviewFormMutation$data;
  variables: ReviewFormMutation$variables;
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
    "concreteType": "WriteReviewPayload",
    "kind": "LinkedField",
    "name": "writeReview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rating",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Comment",
        "kind": "LinkedField",
        "name": "review",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approved",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b9fe7865efbe2cb327e82afc30d533afc430d29267cac18b315d783fbfe7a4b4",
    "metadata": {},
    "name": "ReviewFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "03c699bac094256af78b8f2d9837f848";

export default node;
