/**
 * @generated SignedSource<<2869459b4fc61a2157e9a6d66bcb46b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type CheckoutAttemptStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useResumedAttempt_attempt$data = {
  readonly errorCode: string | null | undefined;
  readonly errorMessage: string | null | undefined;
  readonly idempotencyKey: string;
  readonly orderId: number | null | undefined;
  readonly orderKey: string | null | undefined;
  readonly orderNumber: string | null | undefined;
  readonly requestedAt: string | null | undefined;
  readonly status: CheckoutAttemptStatus;
  readonly " $fragmentType": "useResumedAttempt_attempt";
};
export type useResumedAttempt_attempt$key = {
  readonly " $data"?: useResumedAttempt_attempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"useResumedAttempt_attempt">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useResumedAttempt_attempt"
};

(node as any).hash = "3112acc96b450021b3f27c0a69a79b38";

export default node;
