import type { CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';
import { changeCart } from './cart-changes.ts';

type Input = { items?: { key: string; quantity: number }[] | null; clientMutationId?: string };

const updateQuantitiesAtCommerce = commerceDocument<unknown, { input: Input }>(
  `mutation GatewayUpdateItemQuantities($input: UpdateItemQuantitiesInput!) {
  updateItemQuantities(input: $input) { cart { isEmpty } }
}`,
);

/** Sets the quantity of cart lines by key; 0 removes the line (WooGraphQL's rule). */
export async function updateItemQuantities(deps: CommandDeps, context: GatewayContext, input: Input) {
  const items = input.items ?? [];
  await changeCart(
    deps,
    context,
    updateQuantitiesAtCommerce,
    { input },
    items.map((item) => ({ type: 'quantity', key: String(item.key), quantity: Number(item.quantity) })),
  );
  return { clientMutationId: input.clientMutationId };
}
