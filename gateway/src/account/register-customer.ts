import { GraphQLError } from 'graphql';
import { callCommerce } from '../commands/commerce-call.ts';
import { underShopperLock, type CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import { refusalOf } from '../graphql/upstream-refusals.ts';
import type { GatewayContext } from '../schema/context.ts';
import { accountEmailMax, refuseBadAddressEmails, refuseBadEmail } from './account-input.ts';
import { signInAtCommerce } from './login.ts';
import { sendResetMailAtCommerce } from './send-password-reset-email.ts';
import { keepSignIn, type SignInAnswer } from './signed-in-tokens.ts';

type Input = Record<string, unknown> & {
  clientMutationId?: string;
  email?: string | null;
  username?: string | null;
  password?: string | null;
};

const registerAtCommerce = commerceDocument<{ registerCustomer: SignInAnswer | null }, { input: Input }>(
  `mutation GatewayRegisterCustomer($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { authToken refreshToken customer { databaseId } }
}`,
);

const addressTaken = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError && refusalOf(error.message)?.code === 'EMAIL_ALREADY_REGISTERED';

/**
 * Creates a customer account and signs it in (behaviour §4, as WooCommerce's "My account" does).
 *
 * - Commerce's answer says whether it signed the account in: the embedded back end hands out
 *   tokens; a WooCommerce whose sign-in plugin is Headless Login hands out none (WooGraphQL adds
 *   them only for WPGraphQL JWT Authentication), so the gateway signs in with the credentials
 *   just registered (gateway README "Differences from the real dialect").
 * - An address already registered is not revealed (gateway README "Security"): the answer is the
 *   one of a registration that did not sign in ("check your email"), and the owner of the address
 *   is mailed a link to reset the password instead.
 *
 * The payload's `customer` and `viewer` are read afterwards as the new customer, or null.
 */
export async function registerCustomer(deps: CommandDeps, context: GatewayContext, input: Input) {
  // The address's form says nothing of whether it is registered: refused before commerce is asked.
  refuseBadEmail(input.email, 'email', accountEmailMax);
  refuseBadAddressEmails(input);
  return underShopperLock(
    deps,
    context,
    async () => {
      let responseSessionToken: string | undefined;
      const answer = await callCommerce(
        deps,
        context,
        registerAtCommerce,
        { input },
        {
          keepSessionToken: (token) => (responseSessionToken = token),
        },
      ).catch((error: unknown) => {
        if (addressTaken(error)) return undefined;
        throw error;
      });
      if (!answer) {
        await mailOwner(deps, context, String(input.email ?? ''));
        return { clientMutationId: input.clientMutationId, signedIn: false };
      }
      const signedIn =
        (await keepSignIn(context, answer.registerCustomer, responseSessionToken)) ||
        (await signInAsRegistered(deps, context, input));
      return { clientMutationId: input.clientMutationId, signedIn };
    },
    { startsSession: false },
  );
}

/** The account exists now; a refused sign-in leaves it signed out ("check your email", then sign in). */
async function signInAsRegistered(deps: CommandDeps, context: GatewayContext, input: Input) {
  const username = input.username || input.email;
  if (!username || !input.password) return false;
  const credentials = { username, password: input.password };
  return signInAtCommerce(deps, context, { provider: 'PASSWORD', credentials }).then(
    (answer) => answer !== null,
    (error: unknown) => {
      context.log?.warn({ err: error }, 'sign-in after registration refused');
      return false;
    },
  );
}

/**
 * The owner of an address someone registered again is mailed a reset link. A mail that fails is
 * for the log: an error here would tell the stranger the address is registered.
 */
async function mailOwner(deps: CommandDeps, context: GatewayContext, email: string) {
  await sendResetMailAtCommerce(deps, context, { username: email }).catch((error: unknown) =>
    context.log?.warn({ err: error }, 'mail to the owner of a registered address failed'),
  );
}
