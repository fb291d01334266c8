import type { CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';
import { changeCart, strings } from './cart-changes.ts';

type Input = { codes?: string[] | null; clientMutationId?: string };

const removeCouponsAtCommerce = commerceDocument<unknown, { input: Input }>(
  `mutation GatewayRemoveCoupons($input: RemoveCouponsInput!) {
  removeCoupons(input: $input) { cart { isEmpty } }
}`,
);

/** Removes coupons from the cart by code. */
export async function removeCoupons(deps: CommandDeps, context: GatewayContext, input: Input) {
  await changeCart(deps, context, removeCouponsAtCommerce, { input }, [
    { type: 'coupon.remove', codes: strings(input.codes) },
  ]);
  return { clientMutationId: input.clientMutationId };
}
