import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { LoginResult } from '@nails/machines';
import type {
  mutationsLoginMutation,
  LoginProviderEnum,
} from '../../__generated__/mutationsLoginMutation.graphql.ts';
import type { mutationsRegisterMutation } from '../../__generated__/mutationsRegisterMutation.graphql.ts';
import type { mutationsLogoutMutation } from '../../__generated__/mutationsLogoutMutation.graphql.ts';
import { commit } from '../cart/commit.ts';

const loginMutation = graphql`
  mutation mutationsLoginMutation($input: LoginInput!) {
    login(input: $input) {
      user {
        databaseId
        username
        email
      }
    }
  }
`;

const registerMutation = graphql`
  mutation mutationsRegisterMutation($input: RegisterCustomerInput!) {
    registerCustomer(input: $input) {
      viewer {
        databaseId
        username
        email
      }
    }
  }
`;

const logoutMutation = graphql`
  mutation mutationsLogoutMutation {
    logout(input: {}) {
      success
    }
  }
`;

/**
 * The gateway keeps the auth token server side (HttpOnly session cookie) and never sends it to
 * the browser; a user in the answer means it holds one. The auth machine's "user and token"
 * check (spec §4) therefore reads this marker, never a real token.
 */
type User =
  | { readonly databaseId: number; readonly username?: string | null; readonly email?: string | null }
  | null
  | undefined;

const heldByGateway = (user: User): LoginResult =>
  user
    ? {
        user: {
          databaseId: user.databaseId,
          username: user.username ?? undefined,
          email: user.email ?? undefined,
        },
        authToken: 'held-by-gateway',
      }
    : { user: null, authToken: null };

export async function login(
  environment: Environment,
  username: string,
  password: string,
): Promise<LoginResult> {
  const response = await commit<mutationsLoginMutation>(environment, loginMutation, {
    input: { provider: 'PASSWORD', credentials: { username, password } },
  });
  return heldByGateway(response.login?.user);
}

export async function loginWithProvider(
  environment: Environment,
  provider: string,
  state: string,
  code: string,
): Promise<LoginResult> {
  const response = await commit<mutationsLoginMutation>(environment, loginMutation, {
    input: { provider: provider.toUpperCase() as LoginProviderEnum, oauthResponse: { state, code } },
  });
  return heldByGateway(response.login?.user);
}

export async function register(
  environment: Environment,
  input: Record<string, unknown>,
): Promise<LoginResult> {
  const response = await commit<mutationsRegisterMutation>(environment, registerMutation, { input });
  return heldByGateway(response.registerCustomer?.viewer);
}

export async function logout(environment: Environment): Promise<void> {
  await commit<mutationsLogoutMutation>(environment, logoutMutation, {});
}
