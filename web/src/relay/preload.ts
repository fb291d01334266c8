import { data } from 'react-router-dom';
import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { currentEnvironment, GraphQLRequestError } from './environment.ts';

/**
 * A route loader's one query (render-as-you-fetch): the request starts here, before any
 * component renders. The loader also waits for it, so the old page stays on screen (with the
 * loading bar) until the new one can render, and a NOT_FOUND from the gateway becomes the 404
 * page instead of a crash.
 */
export async function preloadQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
  notFoundMessage?: string,
): Promise<PreloadedQuery<T>> {
  const environment = currentEnvironment();
  const reference = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
  try {
    await fetchQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' }).toPromise();
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.code === 'NOT_FOUND') {
      reference.dispose();
      throw data(notFoundMessage ?? null, { status: 404 });
    }
    throw error;
  }
  return reference;
}
