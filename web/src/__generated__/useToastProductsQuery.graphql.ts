/**
 * @generated SignedSource<<6538e07670d3861a2c3757a2c6750086>>
 * @relayHash bfe8e5f8edf31bfafac2d7084ffc6d5a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28b070e5567fc93c85a38d750f60693537d6886d2721c097e16ae4a5b9f854e6

import { ConcreteRequest } from 'relay-runtime';
export type useToastProductsQuery$variables = Record<PropertyKey, never>;
export type useToastProductsQuery$data = {
  readonly catalogue: {
    readonly products: ReadonlyArray<{
      readonly databaseId: number;
      readonly name: string | null | undefined;
    }>;
  };
};
export type useToastProductsQuery = {
  response: useToastProductsQuery$data;
  variables: useToastProductsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "orderby",
    "value": "rating"
  },
  {
    "kind": "Literal",
    "name": "perPage",
    "value": 24
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useToastProductsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "CatalogueListing",
        "kind": "LinkedField",
        "name": "catalogue",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "catalogue(orderby:\"rating\",perPage:24)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useToastProductsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "CatalogueListing",
        "kind": "LinkedField",
        "name": "catalogue",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "products",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "catalogue(orderby:\"rating\",perPage:24)"
      }
    ]
  },
  "params": {
    "id": "28b070e5567fc93c85a38d750f60693537d6886d2721c097e16ae4a5b9f854e6",
    "metadata": {},
    "name": "useToastProductsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1ad0f28127b937b295f07aac52c95188";

export default node;
