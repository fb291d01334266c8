import type { ExecutionResult, Executor } from '@graphql-tools/utils';
import { parse } from 'graphql';
import type { GatewayContext } from './context.ts';

/** The commerce subschema's executor: a request as the shopper of its context (`commerce-executor.ts`). */
export type ShopperExecutor = Executor<GatewayContext>;

/**
 * For the gateway's own reads as the shopper (the checkout's order lookup): a query text in, a
 * result out, through the same executor as the browser's reads (tokens, language, recovery). The
 * counterpart of `commerceRequest` for calls with explicit credentials; changes are commands
 * (`commands/commerce-call.ts`).
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
