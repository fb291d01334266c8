/**
 * @generated SignedSource<<97f39a1a6221a01d514ad3e9777500f9>>
 * @relayHash 61cf0a0e61fb125e69e798c2e9478b5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f75bacf5e88b69e1b4b4f43ddb05bcb01190590987bf8b30a01203922519701

import { ConcreteRequest } from 'relay-runtime';
export type ShellQueriesQuery$variables = {
  locale?: string | null | undefined;
};
export type ShellQueriesQuery$data = {
  readonly productCategories: {
    readonly nodes: ReadonlyArray<{
      readonly name: string | null | undefined;
      readonly slug: string | null | undefined;
    }>;
  } | null | undefined;
  readonly siteGlobal: {
    readonly logoUrl: string | null | undefined;
    readonly siteName: string;
  };
  readonly storeSettings: {
    readonly autoOpenCart: boolean;
    readonly capabilities: {
      readonly giftCards: boolean;
      readonly orderTracking: boolean;
      readonly passwordResetKeyStatus: boolean;
      readonly stripePaymentIntents: boolean;
    };
    readonly initStoreOnUserActionToReduceServerLoad: boolean;
    readonly showMoveToWishlist: boolean;
  };
  readonly topBanner: {
    readonly background: string | null | undefined;
    readonly freeShippingThreshold: string | null | undefined;
    readonly links: ReadonlyArray<{
      readonly link: string | null | undefined;
      readonly text: string;
    }>;
  };
};
export type ShellQueriesQuery = {
  response: ShellQueriesQuery$data;
  variables: ShellQueriesQuery$variables;
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
],
v2 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "concreteType": "TopBanner",
  "kind": "LinkedField",
  "name": "topBanner",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "background",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "freeShippingThreshold",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BannerLink",
      "kind": "LinkedField",
      "name": "links",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "link",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": (v1/*:: as any*/),
  "concreteType": "SiteGlobal",
  "kind": "LinkedField",
  "name": "siteGlobal",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "siteName",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Literal",
    "name": "where",
    "value": {
      "hideEmpty": true,
      "order": "DESC",
      "orderby": "COUNT"
    }
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "StoreSettings",
  "kind": "LinkedField",
  "name": "storeSettings",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "initStoreOnUserActionToReduceServerLoad",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoOpenCart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showMoveToWishlist",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CommerceCapabilities",
      "kind": "LinkedField",
      "name": "capabilities",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "giftCards",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderTracking",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stripePaymentIntents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passwordResetKeyStatus",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ShellQueriesQuery",
    "selections": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "RootQueryToProductCategoryConnection",
        "kind": "LinkedField",
        "name": "productCategories",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "productCategories(first:20,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      },
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShellQueriesQuery",
    "selections": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "RootQueryToProductCategoryConnection",
        "kind": "LinkedField",
        "name": "productCategories",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
        "storageKey": "productCategories(first:20,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      },
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "id": "7f75bacf5e88b69e1b4b4f43ddb05bcb01190590987bf8b30a01203922519701",
    "metadata": {},
    "name": "ShellQueriesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "efbfbdee716132899499fd53edebd21d";

export default node;
