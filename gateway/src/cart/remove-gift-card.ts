import type { CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';
import { underShopperLock } from '../commands/command.ts';
import { callCommerce } from '../commands/commerce-call.ts';

type Input = { code: string; clientMutationId?: string };

const removeGiftCardAtCommerce = commerceDocument<unknown, { input: Input }>(
  `mutation GatewayRemoveGiftCard($input: RemoveGiftCardInput!) {
  removeGiftCard(input: $input) { cart { isEmpty } }
}`,
  { capability: 'gift-cards' },
);

/** Takes a gift card off the cart (the gift-cards capability). */
export async function removeGiftCard(deps: CommandDeps, context: GatewayContext, input: Input) {
  await underShopperLock(
    deps,
    context,
    () => callCommerce(deps, context, removeGiftCardAtCommerce, { input }),
    {
      once: input,
    },
  );
  return { clientMutationId: input.clientMutationId };
}
