import type { CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import { badUserInput } from '../errors.ts';
import type { GatewayContext } from '../schema/context.ts';
import { changeCart } from './cart-changes.ts';

type Line = { key: string; quantity: number };
type Input = { items?: (Line | null)[] | null; clientMutationId?: string };

const updateQuantitiesAtCommerce = commerceDocument<unknown, { input: Input }>(
  `mutation GatewayUpdateItemQuantities($input: UpdateItemQuantitiesInput!) {
  updateItemQuantities(input: $input) { cart { isEmpty } }
}`,
);

/** Sets the quantity of cart lines by key; 0 removes the line (WooGraphQL's rule). */
export async function updateItemQuantities(deps: CommandDeps, context: GatewayContext, input: Input) {
  const items = linesOf(input);
  await changeCart(
    deps,
    context,
    updateQuantitiesAtCommerce,
    { input },
    items.map((item) => ({ type: 'quantity', key: String(item.key), quantity: Number(item.quantity) })),
  );
  return { clientMutationId: input.clientMutationId };
}

/**
 * The lines to change. WooGraphQL's type lets the list hold null (`[CartItemQuantityInput]`); a
 * null names no line, so it is refused as the shopper's input before anything runs, never a crash
 * (gateway README "The GraphQL edge").
 */
function linesOf(input: Input): Line[] {
  const items = input.items ?? [];
  const missing = items.findIndex((item) => item === null);
  if (missing >= 0)
    throw badUserInput('Each cart line needs its key and quantity.', { field: `input.items.${missing}` });
  return items.filter((item): item is Line => item !== null);
}
