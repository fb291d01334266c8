import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { GatewayError } from '../errors.ts';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

/**
 * A list field costs its `first` (or `perPage`) times its children, the others 1: a product page
 * with 24 products and 20 gallery images each costs about 24 × 20, a request for 9,999 products
 * far more than any page the storefront needs.
 */
const listEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const size =
    typeof args.first === 'number' ? args.first : typeof args.perPage === 'number' ? args.perPage : undefined;
  return size === undefined ? undefined : 1 + size * Math.max(childComplexity, 1);
};

function depthAndAliases(document: DocumentNode): { depth: number; aliases: number } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let aliases = 0;
  const walk = (set: SelectionSetNode | undefined, depth: number, seen: Set<string>): number => {
    if (!set) return depth;
    let deepest = depth;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) aliases += 1;
        deepest = Math.max(deepest, walk(selection.selectionSet, depth + 1, seen));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, walk(selection.selectionSet, depth, seen));
      } else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        deepest = Math.max(
          deepest,
          walk(fragment?.selectionSet, depth, new Set([...seen, selection.name.value])),
        );
      }
    }
    return deepest;
  };
  let depth = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION)
      depth = Math.max(depth, walk(definition.selectionSet, 0, new Set()));
  }
  return { depth, aliases };
}

/** Refuses, with QUERY_TOO_COMPLEX and the limit in the message, what no storefront page asks for. */
export function assertWithinLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  limits: QueryLimits,
): void {
  const { depth, aliases } = depthAndAliases(document);
  if (depth > limits.maxDepth)
    throw new GatewayError(
      'QUERY_TOO_COMPLEX',
      `Query depth ${depth} exceeds the limit of ${limits.maxDepth}.`,
      { limit: 'depth' },
    );
  if (aliases > limits.maxAliases)
    throw new GatewayError(
      'QUERY_TOO_COMPLEX',
      `${aliases} aliases exceed the limit of ${limits.maxAliases}.`,
      { limit: 'aliases' },
    );
  const cost = getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    estimators: [listEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
  if (cost > limits.maxCost)
    throw new GatewayError(
      'QUERY_TOO_COMPLEX',
      `Query cost ${cost} exceeds the limit of ${limits.maxCost}.`,
      { limit: 'cost' },
    );
}
