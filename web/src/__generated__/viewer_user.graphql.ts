/**
 * @generated SignedSource<<b8b49a8b86301814c602417161372e53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type viewer_user$data = {
  readonly avatar: {
    readonly url: string | null | undefined;
  } | null | undefined;
  readonly databaseId: number;
  readonly email: string | null | undefined;
  readonly firstName: string | null | undefined;
  readonly lastName: string | null | undefined;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "viewer_user";
};
export type viewer_user$key = {
  readonly " $data"?: viewer_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"viewer_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "viewer_user"
};

(node as any).hash = "2b82b7fb3a8fa86ca86632c714099e07";

export default node;
