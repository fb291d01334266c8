/* eslint-disable relay/unused-fields -- the size is read through useMySize's store subscription (environment.lookup), and by the finder, My account, the product page and the listing's filter. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { commitMutation, createOperationDescriptor, getRequest } from 'relay-runtime';
import type { mySizeQuery, mySizeQuery$data } from '../../__generated__/mySizeQuery.graphql.ts';
import type { mySizeSaveMutation, SaveMySizeInput } from '../../__generated__/mySizeSaveMutation.graphql.ts';
import { useHydrated } from '../../app/hydration.tsx';
import { GraphQLRequestError } from '../../relay/environment.ts';

const query = graphql`
  query mySizeQuery {
    mySize {
      owner
      size
      slug
      widthsMm
      kitSizes
    }
  }
`;

const saveMutation = graphql`
  mutation mySizeSaveMutation($input: SaveMySizeInput!) {
    saveMySize(input: $input) {
      owner
      size
      slug
      widthsMm
      kitSizes
    }
  }
`;

export type MySize = NonNullable<mySizeQuery$data['mySize']>;

/**
 * The shopper's set size as the gateway keeps it (gateway fit README): undefined until known,
 * null when she has none. Read after hydration (it is hers, never in server HTML) and kept in
 * step with the Relay store, so a save anywhere (the finder, My account) shows everywhere.
 */
export function useMySize(): MySize | null | undefined {
  const environment = useRelayEnvironment();
  const hydrated = useHydrated();
  const operation = useMemo(() => createOperationDescriptor(getRequest(query), {}), []);
  const [size, setSize] = useState<MySize | null | undefined>(undefined);
  useEffect(() => {
    if (!hydrated) return;
    const read = (data: unknown, missing: boolean) =>
      setSize(missing ? undefined : ((data as mySizeQuery$data | null)?.mySize ?? null));
    const snapshot = environment.lookup(operation.fragment);
    read(snapshot.data, snapshot.isMissingData);
    const watching = environment.subscribe(snapshot, (next) => read(next.data, next.isMissingData));
    const retained = environment.retain(operation);
    const fetching = fetchQuery<mySizeQuery>(
      environment,
      query,
      {},
      { fetchPolicy: 'network-only' },
    ).subscribe({
      error: () => setSize((known) => known ?? null),
    });
    return () => {
      watching.dispose();
      retained.dispose();
      fetching.unsubscribe();
    };
  }, [environment, hydrated, operation]);
  return size;
}

/** Keeps a size (`saveMySize`); the answer becomes the store's root `mySize` every view reads. */
export function useSaveMySize(): (input: SaveMySizeInput) => Promise<MySize> {
  const environment = useRelayEnvironment();
  return useCallback(
    (input) =>
      new Promise((resolve, reject) => {
        commitMutation<mySizeSaveMutation>(environment, {
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
