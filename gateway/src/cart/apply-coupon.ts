import type { CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import { GatewayError } from '../errors.ts';
import type { GatewayContext } from '../schema/context.ts';
import { changeCart } from './cart-changes.ts';

type Input = { code: string; clientMutationId?: string };

const applyCouponAtCommerce = commerceDocument<
  { applyCoupon: { applied: { code: string } | null } | null },
  { input: Input }
>(`mutation GatewayApplyCoupon($input: ApplyCouponInput!) {
  applyCoupon(input: $input) { applied { code } }
}`);

/**
 * Applies a coupon code; commerce's refusal (expired, minimum not met …) is the shopper's answer.
 * An empty or blank code is COUPON_CODE_REQUIRED before commerce is asked: commerce would look it
 * up and answer that it does not exist, which reads as "not valid" for a field she left empty
 * (gateway README "The GraphQL edge").
 */
export async function applyCoupon(deps: CommandDeps, context: GatewayContext, input: Input) {
  if (!String(input.code).trim()) throw new GatewayError('COUPON_CODE_REQUIRED');
  const answer = await changeCart(deps, context, applyCouponAtCommerce, { input }, [
    { type: 'coupon.apply', code: String(input.code) },
  ]);
  return {
    clientMutationId: input.clientMutationId,
    appliedCode: answer.applyCoupon?.applied?.code ?? input.code,
  };
}
