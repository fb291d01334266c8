/**
 * @generated SignedSource<<616581a17dd17a602c862742018da7ce>>
 * @relayHash dec4fdab1d0d8b387315c439170868a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53c004c9c2a8d92707665046a5be615ce7b74e56c322666c8c36be3d510115e8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"cartState_cart">;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEmpty",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discountTotal",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shippingTotal",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalTax",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v8 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v9 = {
  "alias": "rawSubtotal",
  "args": (v8/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v10 = {
  "alias": "rawSubtotalTax",
  "args": (v8/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotalTax",
  "storageKey": "subtotalTax(format:\"RAW\")"
},
v11 = {
  "alias": "rawDiscountTotal",
  "args": (v8/*:: as any*/),
  "kind": "ScalarField",
  "name": "discountTotal",
  "storageKey": "discountTotal(format:\"RAW\")"
},
v12 = {
  "alias": "rawDiscountTax",
  "args": (v8/*:: as any*/),
  "kind": "ScalarField",
  "name": "discountTax",
  "storageKey": "discountTax(format:\"RAW\")"
},
v13 = {
  "alias": "rawShippingTotal",
  "args": (v8/*:: as any*/),
  "kind": "ScalarField",
  "name": "shippingTotal",
  "storageKey": "shippingTotal(format:\"RAW\")"
},
v14 = {
  "alias": "rawShippingTax",
  "args": (v8/*:: as any*/),
  "kind": "ScalarField",
  "name": "shippingTax",
  "storageKey": "shippingTax(format:\"RAW\")"
},
v15 = {
  "alias": "rawTotal",
  "args": (v8/*:: as any*/),
  "kind": "ScalarField",
  "name": "total",
  "storageKey": "total(format:\"RAW\")"
},
v16 = {
  "alias": "rawTotalTax",
  "args": (v8/*:: as any*/),
  "kind": "ScalarField",
  "name": "totalTax",
  "storageKey": "totalTax(format:\"RAW\")"
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsShippingAddress",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chosenShippingMethods",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "ShippingPackage",
  "kind": "LinkedField",
  "name": "availableShippingMethods",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ShippingRate",
      "kind": "LinkedField",
      "name": "rates",
      "plural": true,
      "selections": [
        (v19/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cost",
          "storageKey": null
        },
        (v20/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "AppliedCoupon",
  "kind": "LinkedField",
  "name": "appliedCoupons",
  "plural": true,
  "selections": [
    (v22/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountAmount",
      "storageKey": null
    },
    {
      "alias": "rawDiscountAmount",
      "args": (v8/*:: as any*/),
      "kind": "ScalarField",
      "name": "discountAmount",
      "storageKey": "discountAmount(format:\"RAW\")"
    },
    (v12/*:: as any*/)
  ],
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "giftCardTotal",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "AppliedGiftCard",
  "kind": "LinkedField",
  "name": "appliedGiftCards",
  "plural": true,
  "selections": [
    (v22/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balance",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v26 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemCount",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productCount",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "size",
      "value": "WOOCOMMERCE_THUMBNAIL"
    }
  ],
  "kind": "ScalarField",
  "name": "sourceUrl",
  "storageKey": "sourceUrl(size:\"WOOCOMMERCE_THUMBNAIL\")"
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "altText",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "concreteType": "MediaItem",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v35/*:: as any*/),
    (v36/*:: as any*/)
  ],
  "storageKey": null
},
v38 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 3
  }
],
v39 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
  }
],
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v41 = {
  "alias": null,
  "args": null,
  "concreteType": "MediaItem",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v35/*:: as any*/),
    (v36/*:: as any*/),
    (v19/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddToCartMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                "kind": "InlineDataFragmentSpread",
                "name": "cartState_cart",
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v21/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v26/*:: as any*/),
                    "concreteType": "CartToCartItemConnection",
                    "kind": "LinkedField",
                    "name": "contents",
                    "plural": false,
                    "selections": [
                      (v27/*:: as any*/),
                      (v28/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          (v29/*:: as any*/),
                          (v30/*:: as any*/),
                          (v7/*:: as any*/),
                          (v9/*:: as any*/),
                          (v10/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "MetaData",
                            "kind": "LinkedField",
                            "name": "extraData",
                            "plural": true,
                            "selections": [
                              (v29/*:: as any*/),
                              (v31/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "CartItemToProductConnectionEdge",
                            "kind": "LinkedField",
                            "name": "product",
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
                                  (v32/*:: as any*/),
                                  (v33/*:: as any*/),
                                  (v34/*:: as any*/),
                                  (v37/*:: as any*/),
                                  {
                                    "kind": "InlineFragment",
                                    "selections": [
                                      {
                                        "alias": null,
                                        "args": (v38/*:: as any*/),
                                        "concreteType": "ProductWithAttributesToProductAttributeConnection",
                                        "kind": "LinkedField",
                                        "name": "attributes",
                                        "plural": false,
                                        "selections": [
                                          {
                                            "alias": null,
                                            "args": null,
                                            "concreteType": null,
                                            "kind": "LinkedField",
                                            "name": "nodes",
                                            "plural": true,
                                            "selections": [
                                              (v33/*:: as any*/),
                                              {
                                                "kind": "InlineFragment",
                                                "selections": [
                                                  {
                                                    "alias": null,
                                                    "args": (v39/*:: as any*/),
                                                    "concreteType": "GlobalProductAttributeToTermNodeConnection",
                                                    "kind": "LinkedField",
                                                    "name": "terms",
                                                    "plural": false,
                                                    "selections": [
                                                      {
                                                        "alias": null,
                                                        "args": null,
                                                        "concreteType": null,
                                                        "kind": "LinkedField",
                                                        "name": "nodes",
                                                        "plural": true,
                                                        "selections": [
                                                          (v34/*:: as any*/),
                                                          (v33/*:: as any*/)
                                                        ],
                                                        "storageKey": null
                                                      }
                                                    ],
                                                    "storageKey": "terms(first:6)"
                                                  }
                                                ],
                                                "type": "GlobalProductAttribute",
                                                "abstractKey": null
                                              }
                                            ],
                                            "storageKey": null
                                          }
                                        ],
                                        "storageKey": "attributes(first:3)"
                                      }
                                    ],
                                    "type": "VariableProduct",
                                    "abstractKey": null
                                  }
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "CartItemToProductVariationConnectionEdge",
                            "kind": "LinkedField",
                            "name": "variation",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "VariationAttribute",
                                "kind": "LinkedField",
                                "name": "attributes",
                                "plural": true,
                                "selections": [
                                  (v33/*:: as any*/),
                                  (v20/*:: as any*/),
                                  (v31/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": null,
                                "kind": "LinkedField",
                                "name": "node",
                                "plural": false,
                                "selections": [
                                  (v32/*:: as any*/),
                                  (v33/*:: as any*/),
                                  (v37/*:: as any*/)
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
                    "storageKey": "contents(first:100)"
                  }
                ],
                "args": null,
                "argumentDefinitions": []
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
    "name": "useAddToCartMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v21/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              {
                "alias": null,
                "args": (v26/*:: as any*/),
                "concreteType": "CartToCartItemConnection",
                "kind": "LinkedField",
                "name": "contents",
                "plural": false,
                "selections": [
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v40/*:: as any*/),
                      (v29/*:: as any*/),
                      (v30/*:: as any*/),
                      (v7/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MetaData",
                        "kind": "LinkedField",
                        "name": "extraData",
                        "plural": true,
                        "selections": [
                          (v29/*:: as any*/),
                          (v31/*:: as any*/),
                          (v19/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CartItemToProductConnectionEdge",
                        "kind": "LinkedField",
                        "name": "product",
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
                              (v40/*:: as any*/),
                              (v32/*:: as any*/),
                              (v33/*:: as any*/),
                              (v34/*:: as any*/),
                              (v41/*:: as any*/),
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": (v38/*:: as any*/),
                                    "concreteType": "ProductWithAttributesToProductAttributeConnection",
                                    "kind": "LinkedField",
                                    "name": "attributes",
                                    "plural": false,
                                    "selections": [
                                      {
                                        "alias": null,
                                        "args": null,
                                        "concreteType": null,
                                        "kind": "LinkedField",
                                        "name": "nodes",
                                        "plural": true,
                                        "selections": [
                                          (v40/*:: as any*/),
                                          (v33/*:: as any*/),
                                          {
                                            "kind": "InlineFragment",
                                            "selections": [
                                              {
                                                "alias": null,
                                                "args": (v39/*:: as any*/),
                                                "concreteType": "GlobalProductAttributeToTermNodeConnection",
                                                "kind": "LinkedField",
                                                "name": "terms",
                                                "plural": false,
                                                "selections": [
                                                  {
                                                    "alias": null,
                                                    "args": null,
                                                    "concreteType": null,
                                                    "kind": "LinkedField",
                                                    "name": "nodes",
                                                    "plural": true,
                                                    "selections": [
                                                      (v40/*:: as any*/),
                                                      (v34/*:: as any*/),
                                                      (v33/*:: as any*/),
                                                      (v19/*:: as any*/)
                                                    ],
                                                    "storageKey": null
                                                  }
                                                ],
                                                "storageKey": "terms(first:6)"
                                              }
                                            ],
                                            "type": "GlobalProductAttribute",
                                            "abstractKey": null
                                          },
                                          (v19/*:: as any*/)
                                        ],
                                        "storageKey": null
                                      }
                                    ],
                                    "storageKey": "attributes(first:3)"
                                  }
                                ],
                                "type": "VariableProduct",
                                "abstractKey": null
                              },
                              (v19/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CartItemToProductVariationConnectionEdge",
                        "kind": "LinkedField",
                        "name": "variation",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "VariationAttribute",
                            "kind": "LinkedField",
                            "name": "attributes",
                            "plural": true,
                            "selections": [
                              (v33/*:: as any*/),
                              (v20/*:: as any*/),
                              (v31/*:: as any*/),
                              (v19/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": null,
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v40/*:: as any*/),
                              (v32/*:: as any*/),
                              (v33/*:: as any*/),
                              (v41/*:: as any*/),
                              (v19/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v19/*:: as any*/)
                    ],
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
    ]
  },
  "params": {
    "id": "53c004c9c2a8d92707665046a5be615ce7b74e56c322666c8c36be3d510115e8",
    "metadata": {},
    "name": "useAddToCartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e12a8dc109a755c04faf28bd44589953";

export default node;
