import {
  defaultFieldResolver,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type SelectionNode,
} from 'graphql';

/**
 * What `orderTracking` never answers, whatever the back end sends: who and where (gateway README
 * "Order tracking"). Anyone who knows an email may try order numbers, so the answer is the
 * status, totals and items only. Both back ends we ship already answer these null (the embedded
 * one and the companion plugin); this holds for any other one and for a query that reaches them
 * through an alias or a fragment.
 */
export const fieldsTrackingNeverAnswers = new Set([
  'billing',
  'shipping',
  'customer',
  'customerNote',
  'orderKey',
  'metaData',
  'transactionId',
  'customerIpAddress',
  'customerUserAgent',
  'shippingAddressMapUrl',
  'downloadableItems',
]);

type Fragments = Record<string, FragmentDefinitionNode>;

/** The fields a selection asks for, through inline fragments and fragment spreads alike. */
function fieldsOf(selections: readonly SelectionNode[], fragments: Fragments): FieldNode[] {
  return selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return fieldsOf(selection.selectionSet.selections, fragments);
    const fragment = fragments[selection.name.value];
    return fragment ? fieldsOf(fragment.selectionSet.selections, fragments) : [];
  });
}

/**
 * Nulls every field of the set at any depth, under its response key (how a delegated answer is
 * keyed) and its name (how a local resolver reads it), so an alias cannot carry one past.
 */
function withoutHiddenFields(
  value: unknown,
  selections: readonly SelectionNode[],
  fragments: Fragments,
): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) withoutHiddenFields(item, selections, fragments);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const field of fieldsOf(selections, fragments)) {
    const key = field.alias?.value ?? field.name.value;
    if (fieldsTrackingNeverAnswers.has(field.name.value)) {
      record[key] = null;
      record[field.name.value] = null;
    } else if (field.selectionSet) withoutHiddenFields(record[key], field.selectionSet.selections, fragments);
  }
}

/** Wraps `orderTracking`'s resolver (the delegation to commerce) so its answer loses those fields. */
export function installOrderTrackingPrivacy(schema: GraphQLSchema): void {
  const field = schema.getQueryType()?.getFields().orderTracking;
  if (!field) return;
  const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
  field.resolve = async (source, args, context, info) => {
    const answer: unknown = await resolve(source, args, context, info);
    if (answer instanceof Error) return answer;
    for (const node of info.fieldNodes)
      if (node.selectionSet) withoutHiddenFields(answer, node.selectionSet.selections, info.fragments);
    return answer;
  };
}
