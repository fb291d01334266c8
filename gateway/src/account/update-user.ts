import { callCommerce } from '../commands/commerce-call.ts';
import { underShopperLock, type CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';
import { accountEmailMax, refuseBadEmail } from './account-input.ts';

type Input = Record<string, unknown> & { clientMutationId?: string };

const updateUserAtCommerce = commerceDocument<
  { updateUser: { user: { databaseId: number } | null } | null },
  { input: Input }
>(
  `mutation GatewayUpdateUser($input: UpdateUserInput!) {
  updateUser(input: $input) { user { databaseId } }
}`,
);

/** Changes the signed-in customer's user record (names, email, password); `user` is read afterwards. */
export async function updateUser(deps: CommandDeps, context: GatewayContext, input: Input) {
  refuseBadEmail(input.email, 'email', accountEmailMax);
  return underShopperLock(
    deps,
    context,
    async () => {
      await callCommerce(deps, context, updateUserAtCommerce, { input });
      return { clientMutationId: input.clientMutationId };
    },
    { startsSession: false },
  );
}
