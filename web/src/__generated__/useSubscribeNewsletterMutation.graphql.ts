/**
 * @generated SignedSource<<fe2d2a2a96175179259cb302e49ec7f0>>
 * @relayHash a1cbbfbd1ea1bea62db4252711f2277d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4b91dc18e0152fc4a894795afe60fc9c2f65768a7ca52087e316e82715b2722

import { ConcreteRequest } from 'relay-runtime';
export type useSubscribeNewsletterMutation$variables = {
  email: string;
  locale?: string | null | undefined;
  source?: string | null | undefined;
};
export type useSubscribeNewsletterMutation$data = {
  readonly subscribeToNewsletter: {
    readonly code: string | null | undefined;
    readonly message: string | null | undefined;
  };
};
export type useSubscribeNewsletterMutation = {
  response: useSubscribeNewsletterMutation$data;
  variables: useSubscribeNewsletterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "source"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      },
      {
        "kind": "Variable",
        "name": "source",
        "variableName": "source"
      }
    ],
    "concreteType": "NewsletterSubscription",
    "kind": "LinkedField",
    "name": "subscribeToNewsletter",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubscribeNewsletterMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSubscribeNewsletterMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "e4b91dc18e0152fc4a894795afe60fc9c2f65768a7ca52087e316e82715b2722",
    "metadata": {},
    "name": "useSubscribeNewsletterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a70d5ab4f83f9f2753f914ff3b4a8b21";

export default node;
