import {
  commitMutation,
  fetchQuery,
  type Environment,
  type GraphQLTaggedNode,
  type MutationParameters,
  type OperationType,
} from 'relay-runtime';
import { GraphQLRequestError } from './environment.ts';
import { sessionEffectKey, type SessionEffect } from './sessionChange.ts';

export interface CommitOptions<T extends MutationParameters> {
  optimisticUpdater?: Parameters<typeof commitMutation<T>>[1]['optimisticUpdater'];
  /** What the mutation does to the shopper's session, if it may give it a new cookie (sessionChange.ts). */
  session?: SessionEffect;
}

/** How long the one retry of a change the gateway answered SHOPPER_BUSY waits first. */
export const shopperBusyRetryMs = 500;

/**
 * A Relay mutation as a promise, for the machines' `fromPromise` actors: the payload on
 * success, the first GraphQL error (with its `extensions.code`) as a rejection otherwise, so the
 * machine's onError rolls back and shows the message. A change the gateway answered SHOPPER_BUSY
 * never ran (it waited for the shopper's change before it, gateway README "How a request
 * flows"), so it is sent once more before the shopper sees the message.
 */
export async function commit<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  options: CommitOptions<T> = {},
): Promise<T['response']> {
  try {
    return await commitOnce<T>(environment, mutation, variables, options);
  } catch (error) {
    if (!(error instanceof GraphQLRequestError) || error.code !== 'SHOPPER_BUSY') throw error;
    await new Promise((resolve) => setTimeout(resolve, shopperBusyRetryMs));
    return commitOnce<T>(environment, mutation, variables, options);
  }
}

function commitOnce<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  { optimisticUpdater, session }: CommitOptions<T>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      optimisticUpdater,
      ...(session ? { cacheConfig: { metadata: { [sessionEffectKey]: session } } } : {}),
      onCompleted: (response, errors) => {
        const first = errors?.[0] as
          { message: string; extensions?: { code?: string } & Record<string, unknown> } | undefined;
        if (first)
          reject(new GraphQLRequestError(first.message, first.extensions?.code, undefined, first.extensions));
        else resolve(response);
      },
      onError: reject,
    });
  });
}

/** A query fetched from the network into the store (refreshing whatever reads it). */
export async function refetch<T extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  const response = await fetchQuery<T>(environment, query, variables, {
    fetchPolicy: 'network-only',
  }).toPromise();
  if (!response) throw new GraphQLRequestError('GraphQL Error (Code: 0)');
  return response;
}
