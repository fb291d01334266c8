import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { environment } from '../../relay/environment.ts';

/**
 * A shop route's one query, for data that belongs to this shopper and changes (cart, account,
 * orders): fetched from the network on every visit and awaited, so the page renders what the
 * back end holds now, never a stale copy left in the store by an earlier page.
 */
export async function preloadShopperQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<PreloadedQuery<T>> {
  await fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
  return loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
}
