/**
 * @generated SignedSource<<d7aff58825f039a2ceda8e28226a0188>>
 * @relayHash 92ab11e7fd8fc0a2d10a7076589f2297
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f319c5159db248002734bbb153096a3256b47962d7d58fd151452e2bd9e1e860

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
      readonly author: {
        readonly node: {
          readonly name: string | null | undefined;
        };
      } | null | undefined;
      readonly content: string | null | undefined;
      readonly date: string | null | undefined;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approved",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WriteReviewPayload",
        "kind": "LinkedField",
        "name": "writeReview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Comment",
            "kind": "LinkedField",
            "name": "review",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CommentToCommenterConnectionEdge",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WriteReviewPayload",
        "kind": "LinkedField",
        "name": "writeReview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Comment",
            "kind": "LinkedField",
            "name": "review",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CommentToCommenterConnectionEdge",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f319c5159db248002734bbb153096a3256b47962d7d58fd151452e2bd9e1e860",
    "metadata": {},
    "name": "ReviewFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c3507f010a85800c8f21164b928f1bad";

export default node;
