/**
 * @generated SignedSource<<2bd377457ae2500365afa0429e4e7b3e>>
 * @relayHash 3ba7093f4a562f333f7e13d07213a770
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f3611b1689adf57664ef3ca48629294016265f38d2b0578f453353c77ba186f

import { ConcreteRequest } from 'relay-runtime';
export type NewsletterPopupQuery$variables = {
  locale?: string | null | undefined;
};
export type NewsletterPopupQuery$data = {
  readonly newsletterSettings: {
    readonly description: string | null | undefined;
    readonly title: string | null | undefined;
  };
};
export type NewsletterPopupQuery = {
  response: NewsletterPopupQuery$data;
  variables: NewsletterPopupQuery$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      }
    ],
    "concreteType": "NewsletterSettings",
    "kind": "LinkedField",
    "name": "newsletterSettings",
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
        "name": "description",
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
    "name": "NewsletterPopupQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewsletterPopupQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5f3611b1689adf57664ef3ca48629294016265f38d2b0578f453353c77ba186f",
    "metadata": {},
    "name": "NewsletterPopupQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "661dcdebb41e568d3d981303d5e9a98a";

export default node;
