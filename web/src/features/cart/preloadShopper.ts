import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import { getRequest, getRequestIdentifier, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { currentEnvironment, takeServerAnswer } from '../../relay/environment.ts';

/**
 * A shop route's one query, for data that belongs to this shopper and changes (cart, account,
 * orders): fetched from the network on every visit and awaited, so the page renders what the
 * back end holds now, never a stale copy left in the store by an earlier page. The one exception
 * is the visit the server rendered with the shopper's session (cart, checkout): its answer is in
 * the page, as fresh as a fetch would be, and hydration must not ask again.
 */
export async function preloadShopperQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<PreloadedQuery<T>> {
  // The request's environment on the server (one per render), the one in the browser.
  const environment = currentEnvironment();
  if (!takeServerAnswer(getRequestIdentifier(getRequest(query).params, variables)))
    await fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
  return loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
}
