/**
 * @generated SignedSource<<0b1171217bdf2cf1384e8a5374ba1ce9>>
 * @relayHash b0803ffbe7ea3c850232d46b1ada8eb0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13236845fab08affd88085a41ad7ada695f054256d1c0f89e77531fbf06a52f6

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
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              }
            ],
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
            "storageKey": "contents(first:100)"
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
    "id": "13236845fab08affd88085a41ad7ada695f054256d1c0f89e77531fbf06a52f6",
    "metadata": {},
    "name": "useAddToCartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f6894502c5f5514e8f2f74e398fbd58c";

export default node;
