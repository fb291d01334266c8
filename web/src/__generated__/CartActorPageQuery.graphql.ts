/**
 * @generated SignedSource<<9bc89946e33381c847e1e8198d070948>>
 * @relayHash 6ae449114e2d70f6349b9b1a6e16c87f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29579d8739162c7a316f092e39e3d31334447ab84b14427007bf3195897ed70c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartActorPageQuery$variables = Record<PropertyKey, never>;
export type CartActorPageQuery$data = {
  readonly cart: {
    readonly " $fragmentSpreads": FragmentRefs<"cartState_cart">;
  } | null | undefined;
};
export type CartActorPageQuery = {
  response: CartActorPageQuery$data;
  variables: CartActorPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEmpty",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discountTotal",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shippingTotal",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalTax",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v6 = [
  {
    "kind": "Literal",
    "name": "format",
    "value": "RAW"
  }
],
v7 = {
  "alias": "rawSubtotal",
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": "subtotal(format:\"RAW\")"
},
v8 = {
  "alias": "rawSubtotalTax",
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "subtotalTax",
  "storageKey": "subtotalTax(format:\"RAW\")"
},
v9 = {
  "alias": "rawDiscountTotal",
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "discountTotal",
  "storageKey": "discountTotal(format:\"RAW\")"
},
v10 = {
  "alias": "rawDiscountTax",
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "discountTax",
  "storageKey": "discountTax(format:\"RAW\")"
},
v11 = {
  "alias": "rawShippingTotal",
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "shippingTotal",
  "storageKey": "shippingTotal(format:\"RAW\")"
},
v12 = {
  "alias": "rawShippingTax",
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "shippingTax",
  "storageKey": "shippingTax(format:\"RAW\")"
},
v13 = {
  "alias": "rawTotal",
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "total",
  "storageKey": "total(format:\"RAW\")"
},
v14 = {
  "alias": "rawTotalTax",
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "totalTax",
  "storageKey": "totalTax(format:\"RAW\")"
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "needsShippingAddress",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chosenShippingMethods",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v19 = {
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
        (v17/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cost",
          "storageKey": null
        },
        (v18/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "AppliedCoupon",
  "kind": "LinkedField",
  "name": "appliedCoupons",
  "plural": true,
  "selections": [
    (v20/*:: as any*/),
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
      "args": (v6/*:: as any*/),
      "kind": "ScalarField",
      "name": "discountAmount",
      "storageKey": "discountAmount(format:\"RAW\")"
    },
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "giftCardTotal",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "AppliedGiftCard",
  "kind": "LinkedField",
  "name": "appliedGiftCards",
  "plural": true,
  "selections": [
    (v20/*:: as any*/),
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
v24 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemCount",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productCount",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v33 = {
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
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "altText",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "concreteType": "MediaItem",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v33/*:: as any*/),
    (v34/*:: as any*/)
  ],
  "storageKey": null
},
v36 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 3
  }
],
v37 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
  }
],
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "concreteType": "MediaItem",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v33/*:: as any*/),
    (v34/*:: as any*/),
    (v17/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CartActorPageQuery",
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v19/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              {
                "alias": null,
                "args": (v24/*:: as any*/),
                "concreteType": "CartToCartItemConnection",
                "kind": "LinkedField",
                "name": "contents",
                "plural": false,
                "selections": [
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": null,
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v27/*:: as any*/),
                      (v28/*:: as any*/),
                      (v5/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MetaData",
                        "kind": "LinkedField",
                        "name": "extraData",
                        "plural": true,
                        "selections": [
                          (v27/*:: as any*/),
                          (v29/*:: as any*/)
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
                              (v30/*:: as any*/),
                              (v31/*:: as any*/),
                              (v32/*:: as any*/),
                              (v35/*:: as any*/),
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": (v36/*:: as any*/),
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
                                          (v31/*:: as any*/),
                                          {
                                            "kind": "InlineFragment",
                                            "selections": [
                                              {
                                                "alias": null,
                                                "args": (v37/*:: as any*/),
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
                                                      (v32/*:: as any*/),
                                                      (v31/*:: as any*/)
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
                              (v31/*:: as any*/),
                              (v18/*:: as any*/),
                              (v29/*:: as any*/)
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
                              (v30/*:: as any*/),
                              (v31/*:: as any*/),
                              (v35/*:: as any*/)
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CartActorPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v19/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          (v23/*:: as any*/),
          {
            "alias": null,
            "args": (v24/*:: as any*/),
            "concreteType": "CartToCartItemConnection",
            "kind": "LinkedField",
            "name": "contents",
            "plural": false,
            "selections": [
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v38/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MetaData",
                    "kind": "LinkedField",
                    "name": "extraData",
                    "plural": true,
                    "selections": [
                      (v27/*:: as any*/),
                      (v29/*:: as any*/),
                      (v17/*:: as any*/)
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
                          (v38/*:: as any*/),
                          (v30/*:: as any*/),
                          (v31/*:: as any*/),
                          (v32/*:: as any*/),
                          (v39/*:: as any*/),
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              {
                                "alias": null,
                                "args": (v36/*:: as any*/),
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
                                      (v38/*:: as any*/),
                                      (v31/*:: as any*/),
                                      {
                                        "kind": "InlineFragment",
                                        "selections": [
                                          {
                                            "alias": null,
                                            "args": (v37/*:: as any*/),
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
                                                  (v38/*:: as any*/),
                                                  (v32/*:: as any*/),
                                                  (v31/*:: as any*/),
                                                  (v17/*:: as any*/)
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
                                      (v17/*:: as any*/)
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
                          (v17/*:: as any*/)
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
                          (v31/*:: as any*/),
                          (v18/*:: as any*/),
                          (v29/*:: as any*/),
                          (v17/*:: as any*/)
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
                          (v38/*:: as any*/),
                          (v30/*:: as any*/),
                          (v31/*:: as any*/),
                          (v39/*:: as any*/),
                          (v17/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "contents(first:100)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "29579d8739162c7a316f092e39e3d31334447ab84b14427007bf3195897ed70c",
    "metadata": {},
    "name": "CartActorPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9fc185699229e317177f72e95db53572";

export default node;
