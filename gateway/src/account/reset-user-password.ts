import { callCommerce } from '../commands/commerce-call.ts';
import { underShopperLock, type CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';

type Input = {
  key?: string | null;
  login?: string | null;
  password?: string | null;
  clientMutationId?: string;
};

/** The account whose password was set, as commerce answered it. */
export interface ResetAccount {
  id: string;
  databaseId: number;
}

const resetAtCommerce = commerceDocument<
  { resetUserPassword: { user: ResetAccount | null } | null },
  { input: Input }
>(
  `mutation GatewayResetUserPassword($input: ResetUserPasswordInput!) {
  resetUserPassword(input: $input) { user { id databaseId } }
}`,
);

/**
 * Sets a new password with a mailed reset key (behaviour §4). It does not sign the shopper in:
 * the reset page sends them to sign in with the new password, so the payload's `user` is the
 * account commerce named in its answer (its ids), not a read as a customer.
 */
export async function resetUserPassword(deps: CommandDeps, context: GatewayContext, input: Input) {
  return underShopperLock(
    deps,
    context,
    async () => {
      const answer = await callCommerce(deps, context, resetAtCommerce, { input });
      return { clientMutationId: input.clientMutationId, user: answer.resetUserPassword?.user ?? null };
    },
    { startsSession: false },
  );
}
