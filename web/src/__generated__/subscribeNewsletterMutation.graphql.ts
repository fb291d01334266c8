/**
 * @generated SignedSource<<5def081e87e4ff597d77b42828980f9b>>
 * @relayHash 92e228496b931466311f9cec9f7e38b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06d47f12ab90351a34180e9b283f6590d34c97b2b168f6e3c8d3809b239ce586

import { ConcreteRequest } from 'relay-runtime';
export type subscribeNewsletterMutation$variables = {
  email: string;
  locale?: string | null | undefined;
  source?: string | null | undefined;
};
export type subscribeNewsletterMutation$data = {
  readonly subscribeToNewsletter: {
    readonly code: string | null | undefined;
    readonly message: string;
  };
};
export type subscribeNewsletterMutation = {
  response: subscribeNewsletterMutation$data;
  variables: subscribeNewsletterMutation$variables;
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
    "name": "subscribeNewsletterMutation",
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
    "name": "subscribeNewsletterMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "06d47f12ab90351a34180e9b283f6590d34c97b2b168f6e3c8d3809b239ce586",
    "metadata": {},
    "name": "subscribeNewsletterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fc81ef20d8b5b676f080cd57312021b8";

export default node;
