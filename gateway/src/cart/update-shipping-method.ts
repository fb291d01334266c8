import type { CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';
import { changeCart, strings } from './cart-changes.ts';

type Input = { shippingMethods?: (string | null)[] | null; clientMutationId?: string };

const updateShippingMethodAtCommerce = commerceDocument<unknown, { input: Input }>(
  `mutation GatewayUpdateShippingMethod($input: UpdateShippingMethodInput!) {
  updateShippingMethod(input: $input) { cart { isEmpty } }
}`,
);

/** Chooses the cart's shipping method (a rate id per package). */
export async function updateShippingMethod(deps: CommandDeps, context: GatewayContext, input: Input) {
  await changeCart(deps, context, updateShippingMethodAtCommerce, { input }, [
    { type: 'shipping.method', methods: strings(input.shippingMethods) },
  ]);
  return { clientMutationId: input.clientMutationId };
}
