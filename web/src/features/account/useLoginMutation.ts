import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { LoginResult } from '@nails/machines/authMachine';
import type {
  useLoginMutation as LoginMutation,
  LoginProviderEnum,
} from '../../__generated__/useLoginMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';
import { heldByGateway } from './loginResult.ts';
import { readViewer } from './viewer.ts';

const mutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      user {
        ...viewer_user
      }
    }
  }
`;

/** Sign in with username (or email) and password (behaviour §4). */
export function useLoginMutation(): (username: string, password: string) => Promise<LoginResult> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (username: string, password: string) => {
      const response = await commit<LoginMutation>(
        environment,
        mutation,
        { input: { provider: 'PASSWORD', credentials: { username, password } } },
        { session: 'changes' },
      );
      return heldByGateway(readViewer(response.login?.user));
    },
    [environment],
  );
}

/** Sign in with the answer of a social login provider (its `state` and `code`). */
export function useProviderLoginMutation(): (
  provider: string,
  state: string,
  code: string,
) => Promise<LoginResult> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (provider: string, state: string, code: string) => {
      const response = await commit<LoginMutation>(
        environment,
        mutation,
        { input: { provider: provider.toUpperCase() as LoginProviderEnum, oauthResponse: { state, code } } },
        { session: 'changes' },
      );
      return heldByGateway(readViewer(response.login?.user));
    },
    [environment],
  );
}
