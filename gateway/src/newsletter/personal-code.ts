import { commerceDocument } from '../commands/commerce-document.ts';
import type { CommerceTransport } from '../upstreams/commerce-transport.ts';

const issueDocument = commerceDocument<
  { issueNewsletterCoupon: { code: string; issued: boolean } | null },
  { input: { email: string } }
>(
  `mutation GatewayIssueNewsletterCoupon($input: IssueNewsletterCouponInput!) {
  issueNewsletterCoupon(input: $input) { code issued }
}`,
  { capability: 'newsletter-coupons' },
);

/** Why a subscriber gets the shop's public code instead of her own. */
export type NoPersonalCode = 'capability-missing' | 'key-refused';

/**
 * A subscriber's own single-use code from commerce (the newsletter-coupons capability, gateway
 * README "Newsletter codes"); `{ fallback }` when this back end cannot make one, and the shop's
 * public code (content's `sub_code`) is given as before. A back end that offers it but cannot be
 * reached throws: the sign-up is recorded and the shopper asked to try again in a minute. The
 * transport adds the shop key (COMMERCE_SHOP_KEY); without one commerce refuses, as it does a wrong one.
 */
export function personalNewsletterCode(transport: CommerceTransport) {
  return async (email: string): Promise<{ code: string } | { fallback: NoPersonalCode }> => {
    const result = await transport(
      { document: issueDocument, variables: { input: { email } } },
      // Asking again for one address gives the same code: safe to retry after a timeout.
      { idempotent: true, asShop: true },
    );
    const refusal = result.errors?.[0];
    if (refusal?.extensions?.code === 'CAPABILITY_UNAVAILABLE') return { fallback: 'capability-missing' };
    if (refusal && /not allowed/i.test(refusal.message)) return { fallback: 'key-refused' };
    const code = (result.data as { issueNewsletterCoupon?: { code: string } | null } | null)
      ?.issueNewsletterCoupon?.code;
    if (refusal || !code)
      throw new Error(`commerce did not issue a newsletter code: ${refusal?.message ?? 'no code'}`);
    return { code };
  };
}
