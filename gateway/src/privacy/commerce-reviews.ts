import { callCommerce, type CommerceCallDeps } from '../commands/commerce-call.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';

/** One review she wrote, as the file shows it. */
export interface ExportedReview {
  databaseId: number;
  date: string | null;
  /** What she typed (RAW: WordPress's rendered form adds paragraphs around it). */
  content: string | null;
  /** false while the shop holds it for moderation. */
  approved: boolean | null;
  product: { databaseId: number; name: string | null } | null;
}

interface ReviewsAnswer {
  viewer: {
    comments: {
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      nodes: {
        databaseId: number;
        date: string | null;
        content: string | null;
        approved: boolean | null;
        commentedOn: { node: { databaseId: number; name?: string | null } } | null;
      }[];
    } | null;
  } | null;
}

/**
 * Her product reviews, read as her (privacy README "Export"). WooCommerce keeps reviews out of
 * comment queries unless `commentType: "review"` asks for them; her reviews still held for
 * moderation are listed to her. The rating is not on `User.comments` in the real WooGraphQL
 * (only on a product's `reviews` edges), so the file has none.
 */
export const myReviewsQuery = commerceDocument<ReviewsAnswer, { after?: string | null }>(`
  query MyDataReviews($after: String) {
    viewer {
      comments(first: 100, after: $after, where: { commentType: "review" }) {
        pageInfo { hasNextPage endCursor }
        nodes {
          databaseId date content(format: RAW) approved
          commentedOn { node { databaseId ... on Product { name } } }
        }
      }
    }
  }
`);

/** At most this many pages of reviews (10,000 reviews): a bound on one export's work, as for orders. */
const maxReviewPages = 100;

/** Every review she wrote, newest first, as many pages as commerce has up to the bound. */
export async function readCommerceReviews(
  deps: CommerceCallDeps,
  context: GatewayContext,
): Promise<ExportedReview[]> {
  const reviews: ExportedReview[] = [];
  let after: string | null = null;
  for (let page = 0; page < maxReviewPages; page++) {
    const answer: ReviewsAnswer = await callCommerce(deps, context, myReviewsQuery, { after });
    const comments = answer.viewer?.comments;
    for (const { commentedOn, ...review } of comments?.nodes ?? [])
      reviews.push({
        ...review,
        product: commentedOn
          ? { databaseId: commentedOn.node.databaseId, name: commentedOn.node.name ?? null }
          : null,
      });
    if (!comments?.pageInfo.hasNextPage) break;
    after = comments.pageInfo.endCursor;
  }
  return reviews;
}
