import { shippingAddressOf, recordCartChanges } from '../cart/cart-changes.ts';
import { callCommerce } from '../commands/commerce-call.ts';
import { underShopperLock, type CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import { GatewayError } from '../errors.ts';
import type { GatewayContext } from '../schema/context.ts';
import { accountEmailMax, refuseBadAddressEmails, refuseBadEmail } from './account-input.ts';
import { keepRefreshedTokens } from './signed-in-tokens.ts';

type Input = Record<string, unknown> & { clientMutationId?: string };

type Tokens = { authToken?: string | null; refreshToken?: string | null };

/**
 * A signed-in customer's update may hand out new tokens (a new password ends the others); a
 * guest's asks for none: WooGraphQL answers a guest's `authToken` here with "User not found.".
 */
const updateAsCustomer = commerceDocument<{ updateCustomer: Tokens | null }, { input: Input }>(
  `mutation GatewayUpdateCustomer($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { authToken refreshToken }
}`,
);
const updateAsGuest = commerceDocument<
  { updateCustomer: { clientMutationId: string | null } | null },
  { input: Input }
>(
  `mutation GatewayUpdateGuestCustomer($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { clientMutationId }
}`,
);

/**
 * Changes the customer: account details, addresses or the password in the account, and the
 * cart's shipping estimate (a guest's too, `isSession`). New tokens are kept by the session;
 * a shipping country given is recorded in the cart log as the cart's destination (what a cart
 * recovery replays). The payload's `customer` is read afterwards.
 */
export async function updateCustomer(deps: CommandDeps, context: GatewayContext, input: Input) {
  refuseBadEmail(input.email, 'email', accountEmailMax);
  refuseBadAddressEmails(input);
  // A guest has no account to name: an `id` from her is someone else's, refused before commerce.
  if (input.id && !context.shopper.signedIn) throw new GatewayError('UNAUTHENTICATED');
  return underShopperLock(deps, context, async () => {
    if (context.shopper.signedIn) {
      const answer = await callCommerce(deps, context, updateAsCustomer, { input });
      await keepRefreshedTokens(context, answer.updateCustomer);
    } else {
      await callCommerce(deps, context, updateAsGuest, { input });
    }
    await recordCartChanges(context, shippingAddressOf(input));
    return { clientMutationId: input.clientMutationId };
  });
}
