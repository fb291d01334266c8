import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  useUpdateCustomerMutation as UpdateCustomerMutation,
  UpdateCustomerInput,
} from '../../__generated__/useUpdateCustomerMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';

const mutation = graphql`
  mutation useUpdateCustomerMutation($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      customer {
        id
        firstName
        lastName
        email
        displayName
      }
    }
  }
`;

/** updateCustomer on the signed-in account (personal info, or a new password). */
export function useUpdateCustomerMutation(): (
  input: UpdateCustomerInput,
) => Promise<Record<string, unknown>> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (input: UpdateCustomerInput) => {
      const response = await commit<UpdateCustomerMutation>(environment, mutation, { input });
      return { ...response.updateCustomer?.customer };
    },
    [environment],
  );
}
