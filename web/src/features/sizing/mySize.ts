/* eslint-disable relay/unused-fields -- the size is read through useMySize's store subscription (environment.lookup), and by the finder, My account, the product page and the listing's filter. */
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { mySizeQuery, mySizeQuery$data } from '../../__generated__/mySizeQuery.graphql.ts';
import { useHydrated } from '../../app/hydration.tsx';

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
