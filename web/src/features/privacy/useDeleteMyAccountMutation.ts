import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useDeleteMyAccountMutation as DeleteMyAccountMutation } from '../../__generated__/useDeleteMyAccountMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';
import type { DeleteAccountInput } from './DeleteAccount.tsx';

const mutation = graphql`
  mutation useDeleteMyAccountMutation($input: DeleteMyAccountInput!) {
    deleteMyAccount(input: $input) {
      erased
    }
  }
`;

/**
 * The gateway's erasure command (privacy README "Erasure"): her password and the typed phrase;
 * it ends her sessions, so the session this browser holds ends with it.
 */
export function useDeleteMyAccountMutation(): (input: DeleteAccountInput) => Promise<void> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: DeleteAccountInput) => {
      await commit<DeleteMyAccountMutation>(environment, mutation, { input }, { session: 'ends' });
    },
    [environment],
  );
}
