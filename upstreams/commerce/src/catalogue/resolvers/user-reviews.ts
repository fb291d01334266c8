import { connectionFromArray, type ConnectionArgs } from '../../graphql/connection.ts';
import type { CommerceContext } from '../../graphql/context.ts';

interface UserCommentsArgs extends ConnectionArgs {
  where?: { commentType?: string | null } | null;
}

// Who is signed in, read from the shop's half of the context as writeReviewResolver does (reviews.ts).
interface ShopViewer {
  viewer?: () => Promise<{ customer: { id: number } } | undefined>;
}

/**
 * `User.comments` as the real WooGraphQL answers it (privacy README "Export", checked on the
 * WooCommerce test stack): WooCommerce keeps reviews out of comment queries unless
 * `commentType: "review"` asks for them, so without it the list is empty; newest first; her
 * reviews still held for moderation are listed to her (WordPress's `include_unapproved` for the
 * current user) and to nobody else.
 */
export async function userCommentsResolver(
  user: { id: number },
  args: UserCommentsArgs,
  ctx: CommerceContext,
) {
  if (args.where?.commentType !== 'review') return connectionFromArray([], args);
  const viewer = await (ctx.shop as ShopViewer | undefined)?.viewer?.();
  const herself = viewer?.customer.id === user.id;
  // WPGraphQL's page size: 10 unless `first` says otherwise, at most 100.
  const first = Math.min(args.first ?? 10, 100);
  return connectionFromArray(ctx.catalogue.reviewsBy(user.id, herself), { ...args, first });
}
