import { useMemo, useState, useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay';
import {
  createOperationDescriptor,
  getRequest,
  recycleNodesInto,
  type GraphQLTaggedNode,
  type IEnvironment,
  type OperationType,
  type Snapshot,
} from 'relay-runtime';

/**
 * What the Relay store holds for `query` now, read during render without fetching or suspending,
 * and followed as it changes (retained while read). For data that someone else loads (a route
 * loader, the session refresh) and that the page shows wherever it is: on a server-rendered page
 * it is in the store before React renders, so it is in the server's HTML and hydration renders
 * it again unchanged. Read in an effect instead, it arrived as a second render of the whole frame
 * after hydration, which made React hydrate every part of the page still waiting at once, as
 * one long task.
 *
 * Relay's own hooks either fetch or suspend while a request is in flight; the frame of the page
 * must do neither (its content comes when it comes), hence this small store over
 * `environment.lookup` / `environment.subscribe`, Relay's public API for exactly this.
 *
 * Undefined until all of the query's fields are in the store; with `partial`, whatever part of
 * it is there (for data other queries write piecemeal, as the signed-in viewer), so every field
 * may be missing.
 */
export function useStoreData<Query extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Query['variables'],
  options: { partial?: boolean } = {},
): Query['response'] | undefined {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  const partial = options.partial ?? false;
  const store = useMemo(
    () => storeOf<Query>(environment, query, variables, partial),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the variables' value
    [environment, query, key, partial],
  );
  const data = useSyncExternalStore(store.subscribe, store.data, store.data);
  // While another language's data loads, the frame keeps what it showed (nothing goes blank).
  const [shown, setShown] = useState(data);
  if (data !== undefined && data !== shown) setShown(data);
  return data ?? shown;
}

function storeOf<Query extends OperationType>(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  variables: Query['variables'],
  partial: boolean,
) {
  const operation = createOperationDescriptor(getRequest(query), variables);
  let snapshot: Snapshot = environment.lookup(operation.fragment);
  const complete = (next: Snapshot) =>
    next.isMissingData && !partial ? undefined : (next.data as Query['response'] | undefined);
  let data = complete(snapshot);
  const update = (next: Snapshot) => {
    snapshot = { ...next, data: recycleNodesInto(snapshot.data, next.data) };
    data = complete(snapshot);
  };
  return {
    data: () => data,
    subscribe(onChange: () => void): () => void {
      const retained = environment.retain(operation);
      // The store may have changed between the render and this subscription.
      update(environment.lookup(operation.fragment));
      const subscription = environment.subscribe(snapshot, (next) => {
        update(next);
        onChange();
      });
      return () => {
        subscription.dispose();
        retained.dispose();
      };
    },
  };
}
