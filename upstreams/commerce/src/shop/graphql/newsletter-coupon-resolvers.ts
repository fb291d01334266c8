import { timingSafeEqual } from 'node:crypto';
import type { IResolvers } from 'mercurius';
import type { CommerceContext } from '../../graphql/context.ts';
import { issueNewsletterCoupon } from '../coupons/newsletter-coupons.ts';
import { userError } from '../errors.ts';

/** True when the request carries the shop key: the gateway's, never a browser's. */
function fromTheGateway(ctx: CommerceContext): boolean {
  const sent = ctx.request.headers['x-nails-shop-key'];
  const given = Buffer.from(Array.isArray(sent) ? (sent[0] ?? '') : (sent ?? ''));
  const key = ctx.runtime.config.COMMERCE_SHOP_KEY;
  if (!key) return false; // production without a key set: no call is the gateway's
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The newsletter-coupons capability (schema/commerce-extensions/newsletter-coupons.graphql). */
export const newsletterCouponResolvers: IResolvers = {
  Mutation: {
    issueNewsletterCoupon: (_root, { input }, ctx: CommerceContext) => {
      // The companion plugin's wording, so the gateway reads one refusal on both back ends.
      if (!fromTheGateway(ctx)) throw userError('Not allowed.', 'FORBIDDEN');
      try {
        return { clientMutationId: input.clientMutationId, ...issueNewsletterCoupon(ctx.db, input.email) };
      } catch (error) {
        throw userError((error as Error).message);
      }
    },
  },
};
