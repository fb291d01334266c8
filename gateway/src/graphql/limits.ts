import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  getNamedType,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { GatewayError, refusal } from '../errors.ts';

export interface QueryLimits {
  /** Nested fields; fragments and inline fragments add no level, and each is visited once. */
  maxDepth: number;
  /** Aliased fields (Relay's `__isX: __typename` aliases are free). */
  maxAliases: number;
  /** Page-size cost: a list costs its page size times what each item asks for. */
  maxCost: number;
  /** Lexical tokens of the query text (graphql-js stops parsing past this). */
  maxTokens?: number;
  maxDirectives?: number;
  /** Fields after expanding fragments (counted once per fragment, so linear in the text). */
  maxExpandedSize?: number;
  /** The catalogue listing's page size when `perPage` is not given (CATALOGUE_PER_PAGE). */
  defaultPerPage?: number;
}

/** The storefront's deepest page is 9 levels; a product page with 24 cards and galleries costs ~6,000. */
export const queryLimits: QueryLimits = { maxDepth: 15, maxAliases: 30, maxCost: 20_000 };

export const defaultLimits = {
  maxTokens: 5_000,
  maxDirectives: 30,
  maxExpandedSize: 50_000,
  defaultPerPage: 24,
} satisfies Partial<QueryLimits>;

/**
 * The upstream's page size when a list field has no `first` (WooGraphQL: 10 a page; behaviour §9:
 * related 5, gallery 20, variations 100), so a list without `first` is charged what commerce
 * would really send back.
 */
export const defaultPageSizes: Readonly<Record<string, number>> = {
  related: 5,
  galleryImages: 20,
  variations: 100,
};
const upstreamPageSize = 10;

const pageSizeArgument = (args: Record<string, unknown>): number | undefined => {
  for (const name of ['first', 'last', 'perPage']) {
    const value = args[name];
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(value, 0);
  }
  return undefined;
};

/** A list field (a connection, or the catalogue listing) costs its page size × its children. */
const pageSizeEstimator =
  (defaultPerPage: number): ComplexityEstimator =>
  ({ field, args, childComplexity }) => {
    const given = pageSizeArgument(args);
    const isConnection = getNamedType(field.type).name.endsWith('Connection');
    const isListing = field.name === 'catalogue';
    if (!isConnection && !isListing && given === undefined) return undefined;
    const size = given ?? (isListing ? defaultPerPage : (defaultPageSizes[field.name] ?? upstreamPageSize));
    return 1 + size * Math.max(childComplexity, 1);
  };

const refuse = (limit: string, message: string) => (context: ValidationContext | null) =>
  context?.reportError(new GatewayError('QUERY_TOO_COMPLEX', message, { limit }));

/**
 * GraphQL Armor's validation rules, run by Mercurius with the specified rules (so the answer is
 * cached with the document). Each visits a fragment once and remembers its size, so the work is
 * linear in the query text however often fragments spread each other. The armor cost rule is
 * used as a plain size guard (every field 1, lists × a literal `first`): it bounds the work of
 * the page-size cost below, which expands fragments.
 */
export function limitRules(limits: QueryLimits): ValidationRule[] {
  const { maxDirectives, maxExpandedSize } = { ...defaultLimits, ...limits };
  const common = { exposeLimits: true, propagateOnRejection: false, ignoreIntrospection: false };
  return [
    maxDepthRule({
      ...common,
      n: limits.maxDepth,
      flattenFragments: true,
      onReject: [refuse('depth', `The query is nested deeper than the limit of ${limits.maxDepth}.`)],
    }),
    maxAliasesRule({
      ...common,
      n: limits.maxAliases,
      onReject: [refuse('aliases', `The query uses more aliases than the limit of ${limits.maxAliases}.`)],
    }),
    maxDirectivesRule({
      ...common,
      n: maxDirectives,
      onReject: [refuse('directives', `The query uses more directives than the limit of ${maxDirectives}.`)],
    }),
    costLimitRule({
      ...common,
      maxCost: maxExpandedSize,
      objectCost: 1,
      scalarCost: 1,
      depthCostFactor: 1,
      flattenFragments: true,
      onReject: [
        refuse('cost', `The query cost (fields after expanding fragments) exceeds ${maxExpandedSize}.`),
      ],
    }),
  ] as ValidationRule[];
}

/** graphql-js refuses to parse past this many tokens; Mercurius passes the option on. */
export const parseOptions = (limits: QueryLimits) => ({
  maxTokens: limits.maxTokens ?? defaultLimits.maxTokens,
});

// graphql-js 16 words it "more that N tokens".
const tooManyTokens = /Document contains more th(?:an|at) (\d+) tokens/;

/** The parser's token refusal as the catalogue's QUERY_TOO_COMPLEX. */
export function tokenLimitError(error: GraphQLError | { message?: string }): GatewayError | undefined {
  const match = tooManyTokens.exec(error.message ?? '');
  return match
    ? new GatewayError('QUERY_TOO_COMPLEX', `The query is longer than the limit of ${match[1]} tokens.`, {
        limit: 'tokens',
      })
    : undefined;
}

/**
 * Refuses, with QUERY_TOO_COMPLEX, what would ask commerce for more than any storefront page
 * does: the page-size cost needs the variables (`first: $n`), so it runs before execution, on a
 * document the validation rules above already bounded.
 */
export function assertWithinCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  limits: QueryLimits,
): void {
  const cost = getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    estimators: [
      pageSizeEstimator(limits.defaultPerPage ?? defaultLimits.defaultPerPage),
      simpleEstimator({ defaultComplexity: 1 }),
    ],
  });
  if (cost > limits.maxCost)
    throw refusal('QUERY_TOO_COMPLEX', `Query cost ${cost} exceeds the limit of ${limits.maxCost}.`, {
      limit: 'cost',
    });
}
