import type { CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';
import { underShopperLock } from '../commands/command.ts';
import { callCommerce } from '../commands/commerce-call.ts';

type Input = { code: string; clientMutationId?: string };

const applyGiftCardAtCommerce = commerceDocument<
  { applyGiftCard: { applied: { code: string } | null } | null },
  { input: Input }
>(
  `mutation GatewayApplyGiftCard($input: ApplyGiftCardInput!) {
  applyGiftCard(input: $input) { applied { code } }
}`,
  { capability: 'gift-cards' },
);

/**
 * Applies a gift card to the cart (the gift-cards capability; on a back end without it the
 * transport answers CAPABILITY_UNAVAILABLE). The cart log does not replay gift cards: a recovered
 * cart asks the shopper for the card again rather than spending a balance twice.
 */
export async function applyGiftCard(deps: CommandDeps, context: GatewayContext, input: Input) {
  return underShopperLock(
    deps,
    context,
    async () => {
      const answer = await callCommerce(deps, context, applyGiftCardAtCommerce, { input });
      return {
        clientMutationId: input.clientMutationId,
        appliedCode: answer.applyGiftCard?.applied?.code ?? input.code,
      };
    },
    { once: input },
  );
}
