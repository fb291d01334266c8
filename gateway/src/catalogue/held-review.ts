import type { ExecutionResult } from '@graphql-tools/utils';
import type { DocumentNode } from 'graphql';
import { rootAliases } from '../schema/operation-fields.ts';

/**
 * A review WordPress holds for moderation (a new reviewer's, by default) is stored, but a real
 * WooCommerce will not show it to the shopper who wrote it: `writeReview` answers its rating and
 * fails every field of `review` ("Internal server error"). That is the success the behaviour calls
 * "awaiting approval", so the review answers null without those errors and the storefront says
 * so (gateway README "Differences from the real dialect"). A `writeReview` that failed as a whole
 * (null) keeps its errors.
 */
export function heldReviewAsPending(document: DocumentNode, result: ExecutionResult): ExecutionResult {
  const aliases = rootAliases(document, 'writeReview');
  if (aliases.length === 0 || !result.errors?.length || !result.data) return result;
  const data = result.data as Record<string, { review?: unknown } | null>;
  const held = aliases.filter(
    (alias) =>
      data[alias] != null &&
      result.errors!.some((error) => error.path?.[0] === alias && error.path[1] === 'review'),
  );
  if (held.length === 0) return result;
  const errors = result.errors.filter(
    (error) => !(held.includes(String(error.path?.[0])) && error.path?.[1] === 'review'),
  );
  const next = { ...data };
  for (const alias of held) next[alias] = { ...data[alias], review: null };
  const { errors: _all, ...rest } = result;
  return errors.length ? { ...rest, data: next, errors } : { ...rest, data: next };
}
