import { GraphQLError } from 'graphql';
import { callCommerce } from '../commands/commerce-call.ts';
import { underShopperLock, type CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';

type Input = { clientMutationId?: string };

const logoutAtCommerce = commerceDocument<{ logout: { success: boolean | null } | null }, { input: Input }>(
  `mutation GatewayLogout($input: LogoutInput!) {
  logout(input: $input) { success }
}`,
  { capability: 'session-revocation' },
);

/** The back end has no `logout` (the capability is off): the transport answered without asking. */
const unoffered = (error: unknown) =>
  error instanceof GraphQLError && error.extensions?.code === 'CAPABILITY_UNAVAILABLE';

/**
 * Signing out is dropping the shopper's tokens here (gateway README "Sessions"): the session
 * ends and its cookie is cleared. A back end that also revokes tokens server side (the
 * `session-revocation` capability) is asked first and followed: its refusal keeps the shopper
 * signed in. Without the capability the transport answers CAPABILITY_UNAVAILABLE without
 * asking (WooCommerce with Headless Login), which is a successful sign-out of ours.
 */
export async function logout(deps: CommandDeps, context: GatewayContext, input: Input) {
  return underShopperLock(
    deps,
    context,
    async () => {
      const revoked = await callCommerce(deps, context, logoutAtCommerce, { input }).then(
        (answer) => answer.logout?.success === true,
        (error: unknown) => {
          if (unoffered(error)) return true;
          throw error;
        },
      );
      if (revoked) await context.shopper.signOut();
      return { clientMutationId: input.clientMutationId, success: revoked };
    },
    { startsSession: false },
  );
}
