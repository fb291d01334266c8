/**
 * @generated SignedSource<<b5409969b9ee9efa3b2b0937f4fe27c5>>
 * @relayHash 246c4d993dd9b5e70d74a23026f25195
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b3f3ac3d8ac0830a02e68dc6c3f9ddb31022f4f06766803887b5246c5716e5f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useApplyCouponMutation$variables = {
  clientMutationId?: string | null | undefined;
  code: string;
};
export type useApplyCouponMutation$data = {
  readonly applyCoupon: {
    readonly cart: {
      readonly " $fragmentSpreads": FragmentRefs<"cartState_cart">;
    } | null | undefined;
  } | null | undefined;
};
export type useApplyCouponMutation = {
  response: useApplyCouponMutation$data;
  variables: useApplyCouponMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientMutationId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "code"
},
v2 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "clientMutationId",
        "variableName": "clientMutationId"
      },
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEmpty",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discountTotal",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shippingTotal",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalTax",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v9 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v10 = {
  "alias": "rawSubtotal",
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v11 = {
  "alias": "rawSubtotalTax",
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotalTax",
  "storageKey": "subtotalTax(format:\"RAW\")"
},
v12 = {
  "alias": "rawDiscountTotal",
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "discountTotal",
  "storageKey": "discountTotal(format:\"RAW\")"
},
v13 = {
  "alias": "rawDiscountTax",
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "discountTax",
  "storageKey": "discountTax(format:\"RAW\")"
},
v14 = {
  "alias": "rawShippingTotal",
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "shippingTotal",
  "storageKey": "shippingTotal(format:\"RAW\")"
},
v15 = {
  "alias": "rawShippingTax",
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "shippingTax",
  "storageKey": "shippingTax(format:\"RAW\")"
},
v16 = {
  "alias": "rawTotal",
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "total",
  "storageKey": "total(format:\"RAW\")"
},
v17 = {
  "alias": "rawTotalTax",
  "args": (v9/*:: as any*/),
  "kind": "ScalarField",
  "name": "totalTax",
  "storageKey": "totalTax(format:\"RAW\")"
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsShippingAddress",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chosenShippingMethods",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v22 = {
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
        (v20/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cost",
          "storageKey": null
        },
        (v21/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "AppliedCoupon",
  "kind": "LinkedField",
  "name": "appliedCoupons",
  "plural": true,
  "selections": [
    (v23/*:: as any*/),
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
      "args": (v9/*:: as any*/),
      "kind": "ScalarField",
      "name": "discountAmount",
      "storageKey": "discountAmount(format:\"RAW\")"
    },
    (v13/*:: as any*/)
  ],
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "giftCardTotal",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "AppliedGiftCard",
  "kind": "LinkedField",
  "name": "appliedGiftCards",
  "plural": true,
  "selections": [
    (v23/*:: as any*/),
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
v27 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemCount",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productCount",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v36 = {
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
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "altText",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "concreteType": "MediaItem",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v36/*:: as any*/),
    (v37/*:: as any*/)
  ],
  "storageKey": null
},
v39 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 3
  }
],
v40 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
  }
],
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "concreteType": "MediaItem",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v36/*:: as any*/),
    (v37/*:: as any*/),
    (v20/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useApplyCouponMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ApplyCouponPayload",
        "kind": "LinkedField",
        "name": "applyCoupon",
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v22/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v27/*:: as any*/),
                    "concreteType": "CartToCartItemConnection",
                    "kind": "LinkedField",
                    "name": "contents",
                    "plural": false,
                    "selections": [
                      (v28/*:: as any*/),
                      (v29/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          (v30/*:: as any*/),
                          (v31/*:: as any*/),
                          (v8/*:: as any*/),
                          (v10/*:: as any*/),
                          (v11/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "MetaData",
                            "kind": "LinkedField",
                            "name": "extraData",
                            "plural": true,
                            "selections": [
                              (v30/*:: as any*/),
                              (v32/*:: as any*/)
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
                                  (v33/*:: as any*/),
                                  (v34/*:: as any*/),
                                  (v35/*:: as any*/),
                                  (v38/*:: as any*/),
                                  {
                                    "kind": "InlineFragment",
                                    "selections": [
                                      {
                                        "alias": null,
                                        "args": (v39/*:: as any*/),
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
                                              (v34/*:: as any*/),
                                              {
                                                "kind": "InlineFragment",
                                                "selections": [
                                                  {
                                                    "alias": null,
                                                    "args": (v40/*:: as any*/),
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
                                                          (v35/*:: as any*/),
                                                          (v34/*:: as any*/)
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
                                  (v34/*:: as any*/),
                                  (v21/*:: as any*/),
                                  (v32/*:: as any*/)
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
                                  (v33/*:: as any*/),
                                  (v34/*:: as any*/),
                                  (v38/*:: as any*/)
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useApplyCouponMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ApplyCouponPayload",
        "kind": "LinkedField",
        "name": "applyCoupon",
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v22/*:: as any*/),
              (v24/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              {
                "alias": null,
                "args": (v27/*:: as any*/),
                "concreteType": "CartToCartItemConnection",
                "kind": "LinkedField",
                "name": "contents",
                "plural": false,
                "selections": [
                  (v28/*:: as any*/),
                  (v29/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v41/*:: as any*/),
                      (v30/*:: as any*/),
                      (v31/*:: as any*/),
                      (v8/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MetaData",
                        "kind": "LinkedField",
                        "name": "extraData",
                        "plural": true,
                        "selections": [
                          (v30/*:: as any*/),
                          (v32/*:: as any*/),
                          (v20/*:: as any*/)
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
                              (v41/*:: as any*/),
                              (v33/*:: as any*/),
                              (v34/*:: as any*/),
                              (v35/*:: as any*/),
                              (v42/*:: as any*/),
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": (v39/*:: as any*/),
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
                                          (v41/*:: as any*/),
                                          (v34/*:: as any*/),
                                          {
                                            "kind": "InlineFragment",
                                            "selections": [
                                              {
                                                "alias": null,
                                                "args": (v40/*:: as any*/),
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
                                                      (v41/*:: as any*/),
                                                      (v35/*:: as any*/),
                                                      (v34/*:: as any*/),
                                                      (v20/*:: as any*/)
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
                                          (v20/*:: as any*/)
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
                              (v20/*:: as any*/)
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
                              (v34/*:: as any*/),
                              (v21/*:: as any*/),
                              (v32/*:: as any*/),
                              (v20/*:: as any*/)
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
                              (v41/*:: as any*/),
                              (v33/*:: as any*/),
                              (v34/*:: as any*/),
                              (v42/*:: as any*/),
                              (v20/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v20/*:: as any*/)
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
    "id": "8b3f3ac3d8ac0830a02e68dc6c3f9ddb31022f4f06766803887b5246c5716e5f",
    "metadata": {},
    "name": "useApplyCouponMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "efa580696aea42deb0b1511bb1d36b03";

export default node;
