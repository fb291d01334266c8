/**
 * @generated SignedSource<<a51e685adba2613dd074f5d55e4acba9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductPage_settings$data = {
  readonly showBreadcrumb: boolean;
  readonly showProductCategories: boolean;
  readonly showRelatedProducts: boolean;
  readonly showReviews: boolean;
  readonly showSku: boolean;
  readonly " $fragmentType": "ProductPage_settings";
};
export type ProductPage_settings$key = {
  readonly " $data"?: ProductPage_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPage_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductPage_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showSku",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showReviews",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showRelatedProducts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showBreadcrumb",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showProductCategories",
      "storageKey": null
    }
  ],
  "type": "StoreSettings",
  "abstractKey": null
};

(node as any).hash = "d7c3dad794dbe31c692799cb006f4e55";

export default node;
