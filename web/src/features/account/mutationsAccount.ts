import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  mutationsAccountUpdateMutation,
  UpdateCustomerInput,
} from '../../__generated__/mutationsAccountUpdateMutation.graphql.ts';
import { commit } from '../cart/commit.ts';

const updateMutation = graphql`
  mutation mutationsAccountUpdateMutation($input: UpdateCustomerInput!) {
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
export async function updateCustomer(
  environment: Environment,
  input: UpdateCustomerInput,
): Promise<Record<string, unknown>> {
  const response = await commit<mutationsAccountUpdateMutation>(environment, updateMutation, { input });
  return { ...response.updateCustomer?.customer };
}
