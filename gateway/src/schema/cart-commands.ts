import type { ExecutionResult } from '@graphql-tools/utils';
import { getArgumentValues, Kind, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { CartCommand } from '../sessions/session-store.ts';

type Input = Record<string, unknown>;

/** What each cart mutation means for a later cart recovery (issue 6): its CartCommands. */
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

export const isCartMutation = (field: string): boolean => field in toCommands;

/** The commands of the cart mutations in a document that succeeded (non-null payload, no error). */
export function cartCommandsOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  result: ExecutionResult,
): CartCommand[] {
  const mutationType = schema.getMutationType();
  const data = result.data as Record<string, unknown> | null | undefined;
  if (!mutationType || !data) return [];
  const commands: CartCommand[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || !toCommands[selection.name.value]) continue;
      const responseKey = selection.alias?.value ?? selection.name.value;
      const failed = result.errors?.some((error) => error.path?.[0] === responseKey);
      const field = mutationType.getFields()[selection.name.value];
      if (!field || failed || data[responseKey] == null) continue;
      const args = getArgumentValues(field, selection, variables ?? {});
      commands.push(...toCommands[selection.name.value]!((args.input as Input | undefined) ?? {}));
    }
  }
  return commands;
}
