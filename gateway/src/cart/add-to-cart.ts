import type { GraphQLResolveInfo } from 'graphql';
import { withCarriedCart } from '../commands/cart-in-the-call.ts';
import { callCommerce } from '../commands/commerce-call.ts';
import { underShopperLock, type CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import { refuseBadEmail, addressEmailMax } from '../account/account-input.ts';
import { GatewayError } from '../errors.ts';
import type { GatewayContext } from '../schema/context.ts';
import { addOf, recordCartChanges } from './cart-changes.ts';

type Input = Record<string, unknown>;

const addToCartAtCommerce = commerceDocument<
  { addToCart: { cartItem: { key: string } | null } | null },
  { input: Input }
>(`mutation GatewayAddToCart($input: AddToCartInput!) {
  addToCart(input: $input) { cartItem { key } }
}`);

/**
 * Adds a product (or a variation, with its chosen attributes) to the shopper's cart: under the
 * shopper's lock, commerce adds the line, the cart log records the add with the line's key
 * (what a recovery replays) and the shop funnel counts it. The payload's `cart` is asked in the
 * same call, as the browser selected it (`cart-in-the-call.ts`); `cartItem` is read afterwards
 * (`cart-schema.ts`). Sent again with the same `clientMutationId`, the add is answered, not made
 * twice (gateway README "Once per tap"), and its cart read afresh.
 */
export async function addToCart(
  deps: CommandDeps,
  context: GatewayContext,
  input: Input,
  info?: GraphQLResolveInfo,
) {
  refuseNegativeIds(input);
  refuseBadRecipientEmail(input);
  return withCarriedCart(deps.commerce, context, info, addToCartAtCommerce, (carrying) =>
    underShopperLock(
      deps,
      context,
      async () => {
        const answer = await callCommerce(deps, context, addToCartAtCommerce, { input }, { carrying });
        const key = answer.addToCart?.cartItem?.key;
        await recordCartChanges(context, [addOf(input)], key);
        deps.observe?.funnel('add_to_cart');
        return { clientMutationId: input.clientMutationId, cartItemKey: key };
      },
      { once: input },
    ),
  );
}

/**
 * A real WooCommerce reads the ids of an add through `absint()`, so product -5 would add product 5:
 * a negative id is refused here, before commerce (gateway README "The GraphQL edge": bad input gets
 * a stable code and changes nothing). 0 stays WooCommerce's "none" for a variation, and commerce
 * answers an unknown product itself.
 */
function refuseNegativeIds(input: Input): void {
  for (const field of ['productId', 'variationId'] as const) {
    const id = input[field];
    if (typeof id === 'number' && id < 0)
      throw new GatewayError('NOT_FOUND', undefined, { field: `input.${field}` });
  }
}

/**
 * A gift card's recipient email (in `extraData`, commerce shop README "gift cards") is refused as
 * EMAIL_INVALID before commerce when it is not one: the companion plugin on a real WooCommerce
 * would mail the card to the buyer instead, the embedded commerce refuses it in English (gateway
 * README "The GraphQL edge"). Data that is not JSON is left to commerce, which refuses it.
 */
function refuseBadRecipientEmail(input: Input): void {
  if (typeof input.extraData !== 'string') return;
  let data: unknown;
  try {
    data = JSON.parse(input.extraData);
  } catch {
    return;
  }
  const email = (data as { recipientEmail?: unknown } | null)?.recipientEmail;
  if (typeof email === 'string') refuseBadEmail(email, 'recipientEmail', addressEmailMax);
}
