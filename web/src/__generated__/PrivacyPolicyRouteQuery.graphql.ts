/**
 * @generated SignedSource<<74d2801f37b3e5944d39afcf0f34473d>>
 * @relayHash 14e7b471a5c274f597b76f6a0a9c871c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b06ae4c4895d1657a898ceb72a0232a93eb17a62d85159ac36930809547d19f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrivacyPolicyRouteQuery$variables = {
  locale?: string | null | undefined;
};
export type PrivacyPolicyRouteQuery$data = {
  readonly privacyPolicy: {
    readonly " $fragmentSpreads": FragmentRefs<"PrivacyPolicy_policy">;
  } | null | undefined;
};
export type PrivacyPolicyRouteQuery = {
  response: PrivacyPolicyRouteQuery$data;
  variables: PrivacyPolicyRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PrivacyPolicyRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PrivacyPolicy",
        "kind": "LinkedField",
        "name": "privacyPolicy",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PrivacyPolicy_policy"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PrivacyPolicyRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PrivacyPolicy",
        "kind": "LinkedField",
        "name": "privacyPolicy",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "intro",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5b06ae4c4895d1657a898ceb72a0232a93eb17a62d85159ac36930809547d19f",
    "metadata": {},
    "name": "PrivacyPolicyRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3160cafcc3ca1ae0ff8b78bd5ed472c5";

export default node;
