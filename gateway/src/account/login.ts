import { GraphQLError } from 'graphql';
import { callCommerce } from '../commands/commerce-call.ts';
import { underShopperLock, type CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import { GatewayError } from '../errors.ts';
import { refusalOf } from '../graphql/upstream-refusals.ts';
import type { GatewayContext } from '../schema/context.ts';
import { keepSignIn, type SignInAnswer } from './signed-in-tokens.ts';

type Input = Record<string, unknown> & { clientMutationId?: string };

interface LoginAnswer extends SignInAnswer {
  authTokenExpiration?: string | null;
  refreshTokenExpiration?: string | null;
}

const loginAtCommerce = commerceDocument<{ login: LoginAnswer | null }, { input: Input }>(
  `mutation GatewayLogin($input: LoginInput!) {
  login(input: $input) {
    authToken refreshToken sessionToken wooSessionToken authTokenExpiration refreshTokenExpiration
    customer { databaseId } user { databaseId }
  }
}`,
);

/**
 * One answer for a wrong name and a wrong password (gateway README "Security": accounts that
 * exist are not revealed): whatever commerce said of which part was wrong.
 */
const invalidCredentials = (cause: Error) => new GatewayError('INVALID_CREDENTIALS', undefined, {}, cause);

const refusedCredentials = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError && refusalOf(error.message)?.code === 'INVALID_CREDENTIALS';

/**
 * Signs in with a password or a social provider's answer (behaviour §4): commerce checks the
 * credentials and hands out tokens, which the session keeps (a new cookie in the same change)
 * and never returns. Under the shopper's lock when there is a session, so two sign-ins of one
 * session run one after the other. The payload's `user` and `customer` are read afterwards as
 * the new customer (`account-schema.ts`).
 */
export async function signInAtCommerce(
  deps: CommandDeps,
  context: GatewayContext,
  input: Input,
): Promise<LoginAnswer | null> {
  let responseSessionToken: string | undefined;
  const answer = await callCommerce(
    deps,
    context,
    loginAtCommerce,
    { input },
    {
      keepSessionToken: (token) => (responseSessionToken = token),
      withoutAuth: true,
    },
  ).catch((error: unknown) => {
    throw refusedCredentials(error) ? invalidCredentials(error) : error;
  });
  const signedIn = await keepSignIn(context, answer.login, responseSessionToken);
  if (!signedIn && responseSessionToken && context.shopper.session)
    await context.shopper.attachUpstream(responseSessionToken);
  return signedIn ? answer.login : null;
}

export async function login(deps: CommandDeps, context: GatewayContext, input: Input) {
  return underShopperLock(
    deps,
    context,
    async () => {
      const answer = await signInAtCommerce(deps, context, input);
      return {
        clientMutationId: input.clientMutationId,
        signedIn: answer !== null,
        authTokenExpiration: answer?.authTokenExpiration ?? null,
        refreshTokenExpiration: answer?.refreshTokenExpiration ?? null,
      };
    },
    { startsSession: false },
  );
}
