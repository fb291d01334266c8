import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { commitMutation } from 'relay-runtime';
import type { saveMySizeMutation, SaveMySizeInput } from '../../__generated__/saveMySizeMutation.graphql.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';
import type { MySize } from './mySize.ts';

const saveMutation = graphql`
  mutation saveMySizeMutation($input: SaveMySizeInput!) {
    saveMySize(input: $input) {
      owner
      size
      slug
      widthsMm
      kitSizes
    }
  }
`;

/** Keeps a size (`saveMySize`); the answer becomes the store's root `mySize` every view reads. */
export function useSaveMySize(): (input: SaveMySizeInput) => Promise<MySize> {
  const environment = useRelayEnvironment();
  return useCallback(
    (input) =>
      new Promise((resolve, reject) => {
        commitMutation<saveMySizeMutation>(environment, {
          mutation: saveMutation,
          variables: { input },
          updater: (store) => {
            const saved = store.getRootField('saveMySize');
            if (saved) store.getRoot().setLinkedRecord(saved, 'mySize');
          },
          onCompleted: (response, errors) => {
            const first = errors?.[0] as { message: string; extensions?: { code?: string } } | undefined;
            if (first) reject(new GraphQLRequestError(first.message, first.extensions?.code));
            else resolve(response.saveMySize);
          },
          onError: reject,
        });
      }),
    [environment],
  );
}
