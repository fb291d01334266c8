import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useResetPasswordMutation as ResetPasswordMutation } from '../../__generated__/useResetPasswordMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';

const mutation = graphql`
  mutation useResetPasswordMutation($key: String!, $login: String!, $password: String!) {
    resetUserPassword(input: { key: $key, login: $login, password: $password }) {
      user {
        databaseId
      }
    }
  }
`;

/** Sets a new password with the mailed reset key. */
export function useResetPasswordMutation(): (input: {
  key: string;
  login: string;
  password: string;
}) => Promise<{ userId: number | null }> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: { key: string; login: string; password: string }) => {
      const response = await commit<ResetPasswordMutation>(environment, mutation, input);
      return { userId: response.resetUserPassword?.user?.databaseId ?? null };
    },
    [environment],
  );
}
