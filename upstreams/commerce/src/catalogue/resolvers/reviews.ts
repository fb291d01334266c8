import { createHash } from 'node:crypto';
import { connectionFromArray, offsetCursor, type ConnectionArgs } from '../../graphql/connection.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import { commerceError } from '../../graphql/errors.ts';
import { toGlobalId } from '../../graphql/ids.ts';
import type { ReviewRecord } from '../records.ts';
import { productResource } from '../../shop/webhooks/resources.ts';
import { boughtBy, customerBoughtProduct, writeReview } from '../reviews.ts';
import { renderContent, wpDate } from './format.ts';
import { languageOf, type Localizable } from '../../i18n/localized.ts';
import { translations } from '../../i18n/translations.ts';

/** WordPress shows a Gravatar (mystery person when none) for every comment author. */
const gravatar = (email: string, size = 96) =>
  `https://secure.gravatar.com/avatar/${createHash('md5').update(email.trim().toLowerCase()).digest('hex')}?s=${size}&d=mm&r=g`;

export const commentFields = {
  id: (r: ReviewRecord) => toGlobalId('comment', r.id),
  databaseId: (r: ReviewRecord) => r.id,
  // A seeded review reads in the page's language (registered strings, context "review"); a
  // review a shopper wrote stays as written.
  content: (r: ReviewRecord & Localizable, args: { format?: string }, ctx: CommerceContext) =>
    renderContent(translations.string(ctx.db, 'review', r.content, languageOf(r, ctx)), args.format),
  date: (r: ReviewRecord) => wpDate(r.created_at),
  dateGmt: (r: ReviewRecord) => wpDate(r.created_at),
  approved: (r: ReviewRecord) => r.approved === 1,
  parentId: (r: ReviewRecord) => (r.parent_id ? toGlobalId('comment', r.parent_id) : null),
  parentDatabaseId: (r: ReviewRecord) => r.parent_id ?? 0,
  // The author's email stays private (WordPress only shows it to moderators).
  author: (r: ReviewRecord) => ({
    node: {
      __typename: 'CommentAuthor',
      id: toGlobalId('comment_author', r.id),
      databaseId: r.id,
      name: r.author,
      email: null,
      url: null,
      avatar: { url: gravatar(r.author_email), size: 96, width: 96, height: 96, foundAvatar: false },
    },
  }),
  // The product reviewed, while the shop shows it (as `node(id:)` answers a product).
  commentedOn: (r: ReviewRecord, _args: unknown, ctx: CommerceContext) => {
    const product = ctx.catalogue.productById(r.product_id);
    return product?.status === 'publish' ? { cursor: offsetCursor(r.product_id), node: product } : null;
  },
  replies: (r: ReviewRecord, args: ConnectionArgs, ctx: CommerceContext) =>
    connectionFromArray(ctx.catalogue.repliesOf(r.id), args),
};

interface WriteReviewArgs {
  input: {
    commentOn?: number | null;
    rating: number;
    content?: string | null;
    author?: string | null;
    authorEmail?: string | null;
    clientMutationId?: string | null;
  };
}

interface ShopRequestView {
  viewer?: () => Promise<{ customer: { id: number; email: string; displayName: string } } | undefined>;
  services?: { emit?: (topic: 'product.updated', resource: unknown) => void };
}

export async function writeReviewResolver(_: unknown, { input }: WriteReviewArgs, ctx: CommerceContext) {
  // The shop's context knows the signed-in customer; a guest's review has none.
  const shop = ctx.shop as ShopRequestView | undefined;
  const viewer = await shop?.viewer?.();
  const customerId = viewer?.customer.id ?? null;
  // A signed-in author need not type her name or address: WPGraphQL's CommentMutation fills each
  // one left empty from her account (display name, email).
  const { id, approved } = writeReview(
    ctx.db,
    {
      productId: input.commentOn ?? 0,
      rating: input.rating,
      content: input.content ?? '',
      author: input.author || viewer?.customer.displayName || '',
      authorEmail: input.authorEmail || viewer?.customer.email || '',
      customerId,
    },
    boughtBy(ctx.db),
    customerBoughtProduct(ctx.db),
  );
  // The rating changed: product.updated lets caches (the gateway's) drop the old one.
  const resource = productResource(ctx.db, input.commentOn ?? 0);
  if (resource) shop?.services?.emit?.('product.updated', resource);
  const review = ctx.catalogue.reviewById(id);
  // A held review is stored but not public: as in WooGraphQL, the payload answers its rating and,
  // to a guest, the review itself fails (the gateway reads that as "awaiting approval"). Its
  // signed-in author may see her own held comment (WPGraphQL's Comment model), so she gets it.
  const ownHeld = !approved && customerId !== null;
  return {
    clientMutationId: input.clientMutationId ?? null,
    rating: review?.rating ?? input.rating,
    review: approved || ownHeld ? review : commerceError('Internal server error', 'INTERNAL_SERVER_ERROR'),
  };
}
