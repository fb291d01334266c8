/**
 * @generated SignedSource<<df9d12baba07664c3a82c29027192257>>
 * @relayHash 51c90def3007728a1b6c0c6bac5ec108
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b33badaf01cb32203c7d439be5bd926eb731857fe1fa80d22b64430809cb3d3d

import { ConcreteRequest } from 'relay-runtime';
export type AddToCartInput = {
  clientMutationId?: string | null | undefined;
  extraData?: string | null | undefined;
  productId: number;
  quantity?: number | null | undefined;
  variation?: ReadonlyArray<ProductAttributeInput | null | undefined> | null | undefined;
  variationId?: number | null | undefined;
};
export type ProductAttributeInput = {
  attributeName: string;
  attributeValue?: string | null | undefined;
};
export type useAddToCartMutation$variables = {
  input: AddToCartInput;
};
export type useAddToCartMutation$data = {
  readonly addToCart: {
    readonly cart: {
      readonly contents: {
        readonly itemCount: number | null | undefined;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useAddToCartMutation = {
  response: useAddToCartMutation$data;
  variables: useAddToCartMutation$variables;
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
    "concreteType": "AddToCartPayload",
    "kind": "LinkedField",
    "name": "addToCart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CartToCartItemConnection",
            "kind": "LinkedField",
            "name": "contents",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemCount",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddToCartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddToCartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b33badaf01cb32203c7d439be5bd926eb731857fe1fa80d22b64430809cb3d3d",
    "metadata": {},
    "name": "useAddToCartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fa8facf94e1d465202861b0e0d4f544c";

export default node;
