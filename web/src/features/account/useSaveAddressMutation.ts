import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  CustomerAddressInput,
  useSaveAddressMutation as SaveAddressMutation,
} from '../../__generated__/useSaveAddressMutation.graphql.ts';
import { commit } from '../../relay/commit.ts';
import type { AddressKind } from './addressBook.ts';

const mutation = graphql`
  mutation useSaveAddressMutation($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      customer {
        id
        ...AddressBook_customer
      }
    }
  }
`;

/** Saves one of the signed-in customer's addresses (WooGraphQL's `updateCustomer`); the tab re-reads it from the store. */
export function useSaveAddressMutation(): (
  kind: AddressKind,
  address: Record<string, string>,
) => Promise<Record<string, unknown>> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (kind: AddressKind, address: Record<string, string>) => {
      const response = await commit<SaveAddressMutation>(environment, mutation, {
        input: { [kind]: address as CustomerAddressInput },
      });
      return { id: response.updateCustomer?.customer?.id };
    },
    [environment],
  );
}
