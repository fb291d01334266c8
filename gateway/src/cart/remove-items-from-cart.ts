import type { CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';
import { changeCart, strings } from './cart-changes.ts';

type Input = { keys?: string[] | null; all?: boolean | null; clientMutationId?: string };

const removeItemsAtCommerce = commerceDocument<unknown, { input: Input }>(
  `mutation GatewayRemoveItemsFromCart($input: RemoveItemsFromCartInput!) {
  removeItemsFromCart(input: $input) { cart { isEmpty } }
}`,
);

/** Removes cart lines by key, or every line with `all`. */
export async function removeItemsFromCart(deps: CommandDeps, context: GatewayContext, input: Input) {
  await changeCart(deps, context, removeItemsAtCommerce, { input }, [
    input.all ? { type: 'empty' } : { type: 'remove', keys: strings(input.keys) },
  ]);
  return { clientMutationId: input.clientMutationId };
}
