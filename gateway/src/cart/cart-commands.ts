import type { ExecutionResult } from '@graphql-tools/utils';
import {
  getArgumentValues,
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { retryRecordingAppliedChange } from '../retry-policies.ts';
import type { CartCommand } from './cart-command.ts';

type Input = Record<string, unknown>;

/** What each cart mutation means for a later cart recovery: its CartCommands. */
const toCommands: Record<string, (input: Input) => CartCommand[]> = {
  addToCart: (input) => [
    {
      type: 'add',
      productId: Number(input.productId),
      quantity: Number(input.quantity ?? 1),
      ...(input.variationId ? { variationId: Number(input.variationId) } : {}),
      ...(Array.isArray(input.variation)
        ? {
            variation: (input.variation as Input[]).map((v) => ({
              attributeName: String(v.attributeName),
              attributeValue: String(v.attributeValue ?? ''),
            })),
          }
        : {}),
    },
  ],
  updateItemQuantities: (input) =>
    ((input.items as Input[] | undefined) ?? []).map((item) => ({
      type: 'quantity',
      key: String(item.key),
      quantity: Number(item.quantity),
    })),
  removeItemsFromCart: (input) =>
    input.all
      ? [{ type: 'empty' }]
      : [{ type: 'remove', keys: ((input.keys as unknown[]) ?? []).map(String) }],
  emptyCart: () => [{ type: 'empty' }],
  // An order takes the cart: commerce empties it, and a recovery must not bring the items back.
  checkout: () => [{ type: 'empty' }],
  applyCoupon: (input) => [{ type: 'coupon.apply', code: String(input.code) }],
  removeCoupons: (input) => [
    { type: 'coupon.remove', codes: ((input.codes as unknown[]) ?? []).map(String) },
  ],
  updateShippingMethod: (input) => [
    { type: 'shipping.method', methods: ((input.shippingMethods as unknown[]) ?? []).map(String) },
  ],
  updateCustomer: (input) => {
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
  },
};

/** The commands of the cart mutations in a document that succeeded (non-null payload, no error). */
export function cartCommandsOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  result: ExecutionResult,
): CartCommand[] {
  return recordedCartCommandsOf(schema, document, variables, result).map((recorded) => recorded.command);
}

const itemKeyAlias = '__gw_cartItem';
const itemKeySelection = (
  parse(`{ ${itemKeyAlias}: cartItem { key } }`).definitions[0] as OperationDefinitionNode
).selectionSet.selections;

/**
 * Asks every root `addToCart` for the line key it produced under a private alias, so the cart log
 * knows which line later quantity and remove commands (by key) change; `recordedCartCommandsOf`
 * reads and removes it again.
 */
export function withCartItemKeys(document: DocumentNode): DocumentNode {
  return visit(document, {
    FragmentDefinition: () => false,
    OperationDefinition: (operation) => (operation.operation === 'mutation' ? undefined : false),
    Field(node: FieldNode, _key, _parent, path) {
      if (path.length !== 5 || node.name.value !== 'addToCart' || !node.selectionSet) return undefined;
      return {
        ...node,
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: [...node.selectionSet.selections, ...itemKeySelection],
        },
      };
    },
  });
}

/** Like `cartCommandsOf`, with the line key of each `add` (from `withCartItemKeys`), removed from the result. */
export function recordedCartCommandsOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  result: ExecutionResult,
): { command: CartCommand; key?: string }[] {
  const mutationType = schema.getMutationType();
  const data = result.data as Record<string, unknown> | null | undefined;
  if (!mutationType || !data) return [];
  const commands: { command: CartCommand; key?: string }[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || !toCommands[selection.name.value]) continue;
      const responseKey = selection.alias?.value ?? selection.name.value;
      const payload = data[responseKey] as Record<string, unknown> | null | undefined;
      const captured = payload?.[itemKeyAlias] as { key?: string } | null | undefined;
      if (payload) delete payload[itemKeyAlias];
      const failed = result.errors?.some((error) => error.path?.[0] === responseKey);
      const field = mutationType.getFields()[selection.name.value];
      if (!field || failed || payload == null) continue;
      if (selection.name.value === 'checkout' && payload.result !== undefined && payload.result !== 'success')
        continue;
      const args = getArgumentValues(field, selection, variables ?? {});
      const key = captured?.key ?? undefined;
      for (const command of toCommands[selection.name.value]!((args.input as Input | undefined) ?? {}))
        commands.push(command.type === 'add' && key ? { command, key } : { command });
    }
  }
  return commands;
}

/**
 * True when a root `cart` of the query came back empty by anything it selected (`isEmpty`,
 * `contents.itemCount`, `contents.nodes`). With a cart log that holds lines, that is commerce
 * having lost the cart under a token it still accepts.
 */
export function showsEmptyCart(document: DocumentNode, data: unknown): boolean {
  const answers = (data ?? {}) as Record<string, unknown>;
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'query' &&
      definition.selectionSet.selections.some((selection) => {
        if (selection.kind !== Kind.FIELD || selection.name.value !== 'cart') return false;
        const cart = answers[selection.alias?.value ?? 'cart'] as
          | { isEmpty?: boolean; contents?: { itemCount?: number; nodes?: unknown[] } | null }
          | null
          | undefined;
        if (!cart) return false;
        return (
          cart.isEmpty === true ||
          cart.contents?.itemCount === 0 ||
          (Array.isArray(cart.contents?.nodes) && cart.contents.nodes.length === 0)
        );
      }),
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
