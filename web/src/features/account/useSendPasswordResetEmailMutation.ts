import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useSendPasswordResetEmailMutation as SendPasswordResetEmailMutation } from '../../__generated__/useSendPasswordResetEmailMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';

const mutation = graphql`
  mutation useSendPasswordResetEmailMutation($username: String!) {
    sendPasswordResetEmail(input: { username: $username }) {
      success
    }
  }
`;

/** Mails a reset link for a username or email (the notice is the same whether or not it exists). */
export function useSendPasswordResetEmailMutation(): (
  username: string,
) => Promise<{ success: boolean | null }> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (username: string) => {
      const response = await commit<SendPasswordResetEmailMutation>(environment, mutation, { username });
      return { success: response.sendPasswordResetEmail?.success ?? null };
    },
    [environment],
  );
}
