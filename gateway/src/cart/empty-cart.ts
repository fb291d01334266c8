import type { CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';
import { changeCart } from './cart-changes.ts';

type Input = { clearPersistentCart?: boolean | null; clientMutationId?: string };

export const emptyCartAtCommerce = commerceDocument<unknown, { input: Input }>(
  `mutation GatewayEmptyCart($input: EmptyCartInput!) {
  emptyCart(input: $input) { cart { isEmpty } }
}`,
);

/** Empties the cart: lines, coupons and gift cards. */
export async function emptyCart(deps: CommandDeps, context: GatewayContext, input: Input) {
  await changeCart(deps, context, emptyCartAtCommerce, { input }, [{ type: 'empty' }]);
  return { clientMutationId: input.clientMutationId };
}
