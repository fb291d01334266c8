import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { callCommerce } from '../commands/commerce-call.ts';
import { underShopperLock, type CommandDeps, type CommandInput } from '../commands/command.ts';
import type { GatewayContext } from '../schema/context.ts';
import { retryRecordingAppliedChange } from '../retry-policies.ts';
import type { CartCommand } from './cart-command.ts';

type Input = Record<string, unknown>;

/**
 * Records cart changes commerce has applied in the session's cart log (what a cart recovery
 * replays), through the cart record's decider (`cart-record-decider.ts`). `key` is the line an
 * add produced.
 */
export async function recordCartChanges(
  context: GatewayContext,
  commands: CartCommand[],
  key?: string,
): Promise<void> {
  for (const command of commands)
    await recordAppliedCartCommand(
      () => context.shopper.recordCartCommand(command, command.type === 'add' ? key : undefined),
      context.log,
    );
}

/** An add as the cart log keeps it, from the command's own input. */
export function addOf(input: Input): CartCommand {
  return {
    type: 'add',
    productId: Number(input.productId),
    quantity: Number(input.quantity ?? 1),
    ...(input.variationId ? { variationId: Number(input.variationId) } : {}),
    ...(Array.isArray(input.variation)
      ? {
          variation: (input.variation as Input[]).map((choice) => ({
            attributeName: String(choice.attributeName),
            attributeValue: String(choice.attributeValue ?? ''),
          })),
        }
      : {}),
  };
}

/** The shipping destination a customer update sets (the cart's estimate), if it names a country. */
export function shippingAddressOf(input: Input): CartCommand[] {
  const shipping = input.shipping as Input | undefined;
  if (!shipping?.country) return [];
  const optional = (key: string) => (shipping[key] ? { [key]: String(shipping[key]) } : {});
  return [
    {
      type: 'shipping.address',
      country: String(shipping.country),
      ...optional('state'),
      ...optional('postcode'),
      ...optional('city'),
    },
  ];
}

export const strings = (values: unknown): string[] => (Array.isArray(values) ? values.map(String) : []);

/**
 * The steps every cart command but the add takes: under the shopper's lock, commerce makes the
 * change, then the cart log records it as `commands` say.
 */
export async function changeCart<TData, TVariables extends Record<string, unknown>>(
  deps: CommandDeps,
  context: GatewayContext,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  commands: CartCommand[],
): Promise<TData> {
  return underShopperLock(
    deps,
    context,
    async () => {
      const answer = await callCommerce(deps, context, document, variables);
      await recordCartChanges(context, commands);
      return answer;
    },
    { once: (variables as { input?: CommandInput }).input },
  );
}

/**
 * Records a cart command commerce has already applied. The upstream change stands whatever
 * happens here, so a failed append is retried (`retryRecordingAppliedChange`) rather than turned
 * into an error that would make the shopper repeat a change that was made; if the log stays
 * unwritable the change is answered, and logged as missing from the recovery log.
 */
export async function recordAppliedCartCommand(
  record: () => Promise<void>,
  log?: { error(object: unknown, message: string): void },
): Promise<boolean> {
  try {
    await retryRecordingAppliedChange.execute(() => record());
    return true;
  } catch (error) {
    log?.error({ err: error }, 'cart change applied upstream but not recorded in the cart log');
    return false;
  }
}
