import type { ExecutionResult } from '@graphql-tools/utils';
import { callCommerce } from '../commands/commerce-call.ts';
import { underShopperLock, type CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';
import type { CommerceTransport } from '../upstreams/commerce-transport.ts';

type Input = Record<string, unknown>;

/** The review as the storefront shows it at once (web `useWriteReviewMutation`): a `Comment`. */
export interface WrittenReview {
  __typename: 'Comment';
  id: string;
  databaseId: number;
  approved: boolean | null;
  date: string | null;
  content: string | null;
  author: { node: { __typename: string; id: string; name: string | null } } | null;
}

const writeReviewAtCommerce = commerceDocument<
  { writeReview: { rating: number | null; review: WrittenReview | null } | null },
  { input: Input }
>(`mutation GatewayWriteReview($input: WriteReviewInput!) {
  writeReview(input: $input) {
    rating
    review { __typename id databaseId approved date content author { node { __typename id name } } }
  }
}`);

/**
 * Writes a product review (behaviour §2 product page). No session is started for it (a guest
 * reviews with a name and an email); a shopper who has one writes under their lock like any
 * change. The payload answers `rating` and `review` from this command's own answer: `review` is
 * null for a review held for moderation (`heldForModeration`), which the storefront shows as
 * "awaiting approval".
 */
export async function writeReview(deps: CommandDeps, context: GatewayContext, input: Input) {
  return underShopperLock(
    deps,
    context,
    async () => {
      const answer = await callCommerce(
        { ...deps, transport: heldForModeration(deps.transport) },
        context,
        writeReviewAtCommerce,
        { input },
      );
      return {
        clientMutationId: input.clientMutationId ?? null,
        rating: answer.writeReview?.rating ?? null,
        review: answer.writeReview?.review ?? null,
      };
    },
    { startsSession: false, once: input },
  );
}

/**
 * A review WordPress holds for moderation (a new reviewer's, by default) is stored, but a real
 * WooCommerce will not show it to the shopper who wrote it: `writeReview` answers its rating and
 * fails every field of `review` ("Internal server error"; gateway README "Differences from the
 * real dialect"). That is a success, so this command's answer is read as one before
 * `callCommerce` would take those errors for a refusal: `review` null, no errors. A write refused
 * as a whole (a null payload) keeps its errors.
 */
const heldForModeration =
  (transport: CommerceTransport): CommerceTransport =>
  async (request, call) => {
    const result = await transport(request, call);
    if (request.document !== writeReviewAtCommerce) return result;
    return isHeld(result) ? { ...result, data: heldAnswer(result), errors: undefined } : result;
  };

type WriteAnswer = { writeReview?: { rating?: number | null } | null } | null | undefined;

function isHeld(result: ExecutionResult): boolean {
  const written = (result.data as WriteAnswer)?.writeReview;
  return (
    written != null &&
    Boolean(result.errors?.length) &&
    result.errors!.every((error) => error.path?.[0] === 'writeReview' && error.path[1] === 'review')
  );
}

const heldAnswer = (result: ExecutionResult) => ({
  writeReview: { rating: (result.data as WriteAnswer)?.writeReview?.rating ?? null, review: null },
});
