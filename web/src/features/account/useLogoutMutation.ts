import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useLogoutMutation as LogoutMutation } from '../../__generated__/useLogoutMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';

const mutation = graphql`
  mutation useLogoutMutation {
    logout(input: {}) {
      success
    }
  }
`;

/** Signs the gateway's session out (it holds the token behind the HttpOnly cookie). */
export function useLogoutMutation(): () => Promise<void> {
  const environment = useRelayEnvironment();
  return useCallback(async () => {
    await commit<LogoutMutation>(environment, mutation, {}, { session: 'ends' });
  }, [environment]);
}
