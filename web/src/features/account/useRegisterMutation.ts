import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { LoginResult } from '@nails/machines/authMachine';
import type { useRegisterMutation as RegisterMutation } from '../../__generated__/useRegisterMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';
import { heldByGateway } from './loginResult.ts';
import { readViewer } from './viewer.ts';

const mutation = graphql`
  mutation useRegisterMutation($input: RegisterCustomerInput!) {
    registerCustomer(input: $input) {
      viewer {
        ...viewer_user
      }
    }
  }
`;

/** Creates a customer account (behaviour §4); the answer says whether the gateway signed it in. */
export function useRegisterMutation(): (input: Record<string, unknown>) => Promise<LoginResult> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: Record<string, unknown>) => {
      const response = await commit<RegisterMutation>(
        environment,
        mutation,
        { input },
        { session: 'changes' },
      );
      return heldByGateway(readViewer(response.registerCustomer?.viewer));
    },
    [environment],
  );
}
