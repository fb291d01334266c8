import type { ExecutionRequest, Executor } from '@graphql-tools/utils';
import { getOperationAST } from 'graphql';
import {
  cachedCatalogueCall,
  isCatalogueQuery,
  type CachedCatalogueOptions,
} from './cached-catalogue-call.ts';
import type { GatewayContext } from './context.ts';
import { rootFieldsOf } from './operation-fields.ts';
import { executeForShopper, type ShopperCallOptions } from './shopper-call.ts';

export { cacheTagsOf } from './cached-catalogue-call.ts';

export type CommerceExecutorOptions = ShopperCallOptions & CachedCatalogueOptions;

/**
 * The executor behind the commerce subschema. Catalogue queries go through the cache with no
 * credentials (`cached-catalogue-call.ts`); everything else is a call as the shopper
 * (`shopper-call.ts`): their upstream tokens, captured new ones, the cart log and recovery.
 */
export function createCommerceExecutor(options: CommerceExecutorOptions): Executor<GatewayContext> {
  // `any` variables: the Executor type is generic over them and we only pass them through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (request: ExecutionRequest<any, GatewayContext>) => {
    const operation = getOperationAST(request.document, request.operationName);
    const rootFields = rootFieldsOf(request.document, request.operationName);
    const isQuery = operation?.operation === 'query';
    if (isQuery && isCatalogueQuery(rootFields)) return cachedCatalogueCall(options, request, rootFields);
    return executeForShopper(options, request, isQuery);
  };
}
