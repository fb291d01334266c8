import { delegateToSchema, type SubschemaConfig } from '@graphql-tools/delegate';
import { WrapQuery } from '@graphql-tools/wrap';
import {
  GraphQLList,
  Kind,
  parse,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GatewayContext } from '../schema/context.ts';
import { answeredCart } from './cart-in-the-call.ts';

/** A field resolver of the gateway's schema, as the commands' payload fields are. */
export type Resolver = (
  parent: unknown,
  args: unknown,
  context: GatewayContext,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * A command's payload field answered by reading commerce after the change (the new cart, the
 * signed-in viewer), with exactly what the browser selected under it: Relay fragments on the
 * stitched types keep working, and the read passes the shopper's call like any other read.
 */
export const readAfterCommand =
  (commerce: SubschemaConfig, fieldName: 'cart' | 'customer' | 'viewer'): Resolver =>
  (parent, _args, context, info) =>
    answeredInTheCall(parent, info) ??
    delegateToSchema({
      schema: commerce,
      operation: 'query' as never,
      fieldName,
      args: {},
      context,
      info,
      validateRequest: false,
    });

/** The payload's cart as the command's own call answered it (`cart-in-the-call.ts`), if it did. */
function answeredInTheCall(parent: unknown, info: GraphQLResolveInfo): Promise<unknown> | undefined {
  const answered = (parent as { [answeredCart]?: { responseKey: string; cart: Promise<unknown> } } | null)?.[
    answeredCart
  ];
  return answered && answered.responseKey === info.path.key ? answered.cart : undefined;
}

/**
 * One entry of a list in the new cart (the line an add made, the coupon just applied), found by
 * `matches` against the parent payload: the browser's selection is asked in place of `…` in
 * `list.around` (for example `contents(first: 100) { nodes { key … } }`) and the entry picked
 * from the list `list.entries` reads out of the cart.
 */
export const cartEntryAfterCommand =
  (
    commerce: SubschemaConfig,
    list: { around: string; entries: (cart: Record<string, never>) => unknown },
    matches: (parent: never, entry: Record<string, unknown>) => boolean,
  ): Resolver =>
  async (parent, _args, context, info) => {
    const entries = (await delegateToSchema({
      schema: commerce,
      operation: 'query' as never,
      fieldName: 'cart',
      args: {},
      context,
      info,
      returnType: new GraphQLList(info.returnType as GraphQLOutputType),
      validateRequest: false,
      transforms: [
        new WrapQuery(
          ['cart'],
          (selection: SelectionSetNode) => around(list.around, selection),
          (cart: Record<string, never> | null) => (cart ? (list.entries(cart) ?? []) : []),
        ),
      ],
    })) as Record<string, unknown>[] | null;
    return entries?.find((entry) => entry && matches(parent as never, entry)) ?? null;
  };

const placeholder = '__asked';

/** The selection set of `around` with the browser's selection where `…` stands. */
function around(wrapper: string, asked: SelectionSetNode): SelectionSetNode {
  const operation = parse(`{ ${wrapper.replace('…', placeholder)} }`, { noLocation: true })
    .definitions[0] as OperationDefinitionNode;
  const fill = (set: SelectionSetNode): SelectionSetNode => ({
    ...set,
    selections: set.selections.flatMap((selection) => {
      if (selection.kind !== Kind.FIELD) return [selection];
      if (selection.name.value === placeholder) return asked.selections;
      return [
        selection.selectionSet ? { ...selection, selectionSet: fill(selection.selectionSet) } : selection,
      ];
    }),
  });
  return fill(operation.selectionSet);
}
