import type { ExecutionRequest, ExecutionResult, Executor } from '@graphql-tools/utils';
import { getOperationAST, type GraphQLSchema } from 'graphql';
import {
  cachedCatalogueCall,
  isCatalogueQuery,
  type CachedCatalogueOptions,
} from './cached-catalogue-call.ts';
import type { GatewayContext } from './context.ts';
import { rootFieldsOf } from './operation-fields.ts';
import { executeForShopper, type ShopperCallOptions } from './shopper-call.ts';
import { GatewayError } from '../errors.ts';
import type { CommerceCapabilities } from '../upstreams/commerce-capabilities.ts';
import { asksForAnything, pruneToUpstream } from '../upstreams/prune-to-upstream.ts';

export { cacheTagsOf } from './cached-catalogue-call.ts';

export type CommerceExecutorOptions = ShopperCallOptions &
  CachedCatalogueOptions & {
    /** What this commerce back end offers; without it every field is sent (tests of the core). */
    capabilities?: CommerceCapabilities;
    /** How many capabilities exist: a back end offering all of them needs no pruning. */
    capabilityCount?: number;
  };

const unavailable = (key: string) =>
  new GatewayError('CAPABILITY_UNAVAILABLE', undefined, { capability: key }, undefined);

/** A field the back end says it does not know: its schema changed since we last asked. */
const refusedField = (result: ExecutionResult) =>
  result.errors?.some((error) =>
    /Cannot query field|Unknown argument|is not defined by type/.test(error.message),
  ) ?? false;

/**
 * Removes what this back end lacks (gateway README "Optional capabilities"); root fields it lacks
 * are answered with CAPABILITY_UNAVAILABLE at their response key instead of being sent.
 */
async function toUpstream(
  options: CommerceExecutorOptions,
  schema: GraphQLSchema,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request: ExecutionRequest<any, GatewayContext>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ request: ExecutionRequest<any, GatewayContext>; refused: GatewayError[] }> {
  const capabilities = options.capabilities;
  if (!capabilities) return { request, refused: [] };
  const snapshot = await capabilities.ready();
  if (snapshot.on.size === options.capabilityCount) return { request, refused: [] };
  const pruned = pruneToUpstream(request.document, schema, snapshot.upstream);
  const refused = pruned.removedRootFields.map((key) => {
    const error = unavailable(key);
    return Object.assign(error, { path: [key] });
  });
  return { request: { ...request, document: pruned.document }, refused };
}

/**
 * The executor behind the commerce subschema. Catalogue queries go through the cache with no
 * credentials (`cached-catalogue-call.ts`); everything else is a call as the shopper
 * (`shopper-call.ts`): their upstream tokens, captured new ones, the cart log and recovery.
 */
export function createCommerceExecutor(options: CommerceExecutorOptions): Executor<GatewayContext> {
  // `any` variables: the Executor type is generic over them and we only pass them through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (original: ExecutionRequest<any, GatewayContext>) => {
    const { request, refused } = await toUpstream(options, options.schema, original);
    if (refused.length > 0 && !asksForAnything(request.document)) return { errors: refused };
    const operation = getOperationAST(request.document, request.operationName);
    const rootFields = rootFieldsOf(request.document, request.operationName);
    const isQuery = operation?.operation === 'query';
    const result =
      isQuery && isCatalogueQuery(rootFields)
        ? await cachedCatalogueCall(options, request, rootFields)
        : await executeForShopper(options, request, isQuery);
    if (refusedField(result)) options.capabilities?.invalidate();
    return refused.length > 0 ? { ...result, errors: [...(result.errors ?? []), ...refused] } : result;
  };
}
