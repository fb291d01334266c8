import type { ExecutionResult, Executor } from '@graphql-tools/utils';
import { parse } from 'graphql';
import type { GatewayContext } from './context.ts';

/** The commerce subschema's executor: a request as the shopper of its context (`commerce-executor.ts`). */
export type ShopperExecutor = Executor<GatewayContext>;

/**
 * For the gateway's own calls as the shopper (checkout, cart line removal, order lookup): a query
 * text in, a result out, through the same executor as the browser's requests (tokens, capture,
 * cart log, recovery). The counterpart of `commerceRequest` for calls with explicit credentials.
 */
export async function shopperRequest(
  executor: ShopperExecutor,
  context: GatewayContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<ExecutionResult> {
  const ownCall: GatewayContext = { ...context, gatewayCall: true };
  return (await executor({ document: parse(query), variables, context: ownCall })) as ExecutionResult;
}
