import type { ExecutionRequest, ExecutionResult } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import type { Shopper } from '../account/shopper.ts';
import type { GatewayContext } from '../schema/context.ts';
import { recordAppliedCartCommand, recordedCartCommandsOf } from './cart-commands.ts';

/**
 * Records every cart change commerce applied in the session's log (what a recovery replays) and
 * counts each add in the shop funnel.
 */
export async function recordCartCommands(
  schema: GraphQLSchema,
  request: ExecutionRequest<Record<string, unknown>, GatewayContext>,
  result: ExecutionResult,
  shopper: Shopper,
  onAdd?: () => void,
): Promise<void> {
  const applied = recordedCartCommandsOf(schema, request.document, request.variables, result);
  for (const { command, key } of applied) {
    await recordAppliedCartCommand(() => shopper.recordCartCommand(command, key), request.context?.log);
    if (command.type === 'add') onAdd?.();
  }
}
