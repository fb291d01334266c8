import type { CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';
import { changeCart } from './cart-changes.ts';

type Input = { code: string; clientMutationId?: string };

const applyCouponAtCommerce = commerceDocument<
  { applyCoupon: { applied: { code: string } | null } | null },
  { input: Input }
>(`mutation GatewayApplyCoupon($input: ApplyCouponInput!) {
  applyCoupon(input: $input) { applied { code } }
}`);

/** Applies a coupon code; commerce's refusal (expired, minimum not met …) is the shopper's answer. */
export async function applyCoupon(deps: CommandDeps, context: GatewayContext, input: Input) {
  const answer = await changeCart(deps, context, applyCouponAtCommerce, { input }, [
    { type: 'coupon.apply', code: String(input.code) },
  ]);
  return {
    clientMutationId: input.clientMutationId,
    appliedCode: answer.applyCoupon?.applied?.code ?? input.code,
  };
}
