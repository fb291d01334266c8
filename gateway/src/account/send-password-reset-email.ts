import { callCommerce } from '../commands/commerce-call.ts';
import { underShopperLock, type CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import { badUserInput } from '../errors.ts';
import type { GatewayContext } from '../schema/context.ts';

type Input = { username: string; clientMutationId?: string };

const sendResetMailDocument = commerceDocument<
  { sendPasswordResetEmail: { success: boolean | null } | null },
  { input: Input }
>(
  `mutation GatewaySendPasswordResetEmail($input: SendPasswordResetEmailInput!) {
  sendPasswordResetEmail(input: $input) { success }
}`,
);

/** Asks commerce to mail a reset link to the account a username or address names, if any. */
export async function sendResetMailAtCommerce(deps: CommandDeps, context: GatewayContext, input: Input) {
  const answer = await callCommerce(deps, context, sendResetMailDocument, { input });
  return answer.sendPasswordResetEmail?.success ?? false;
}

/**
 * The lost-password form's request (behaviour §4): commerce mails a reset link when the account
 * exists and answers the same when it does not, so the form says "if the email is registered…".
 */
export async function sendPasswordResetEmail(deps: CommandDeps, context: GatewayContext, input: Input) {
  // An empty field names no account, so refusing it reveals none (gateway README "Accounts that
  // exist are not revealed"); WPGraphQL refuses it too, the embedded commerce would answer success.
  if (!String(input.username).trim())
    throw badUserInput('Please enter your username or email address.', { field: 'username' });
  return underShopperLock(
    deps,
    context,
    async () => ({
      clientMutationId: input.clientMutationId,
      success: await sendResetMailAtCommerce(deps, context, input),
    }),
    { startsSession: false },
  );
}
