import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertWithinCost, limitRules, parseOptions } from '../../src/graphql/limits.ts';
import { offlineGateway, postGraphQL } from '../support/offline-gateway.ts';

const limits = { maxDepth: 15, maxAliases: 30, maxCost: 20_000 };

interface Answer {
  data: unknown;
  errors?: { message: string; extensions: { code: string; limit?: string } }[];
}

/** A small query that fanned out upstream: `related` without `first`, six levels down (282 bytes). */
// WooGraphQL's related products are a ProductUnion, which asks for `related` through a product type.
const nestedRelated = `{ products { nodes { databaseId ${'related { nodes { databaseId ... on SimpleProduct { '.repeat(6)}name description shortDescription${' } } }'.repeat(6)} } } }`;

/** F0..F23, each spreading the previous one twice (1.3 KB). */
const fragmentChain = [
  'query { ...F23 }',
  'fragment F0 on Query { __typename }',
  ...Array.from(
    { length: 23 },
    (_, i) => `fragment F${i + 1} on Query { ...F${i} ... on Query { ...F${i} } }`,
  ),
].join(' ');

describe('query limits at the GraphQL edge', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway();
  });
  afterAll(async () => app.close());

  it('refuses the nested related query (lists without first are charged their upstream page size)', async () => {
    const response = await postGraphQL(app, { query: nestedRelated });
    const body = response.json() as Answer;
    expect(response.statusCode).toBe(400);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
  });

  it('refuses the fragment chain at once, however often fragments spread each other', async () => {
    const response = await postGraphQL(app, { query: fragmentChain });
    const body = response.json() as Answer;
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
    // Each fragment is visited once: the same rules answer a 200-fragment chain too.
    const longer = [
      'query { ...F199 }',
      'fragment F0 on Query { __typename }',
      ...Array.from({ length: 199 }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`),
    ].join(' ');
    const longerBody = (await postGraphQL(app, { query: longer })).json() as Answer;
    expect(longerBody.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses a query longer than the token limit', async () => {
    const fields = Array.from({ length: 6_000 }, () => '__typename').join(' ');
    const body = (await postGraphQL(app, { query: `{ ${fields} }` })).json() as Answer;
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 'tokens' });
  });

  it('refuses too many directives', async () => {
    const fields = Array.from({ length: 40 }, () => '__typename @include(if: true)').join(' ');
    const body = (await postGraphQL(app, { query: `{ ${fields} }` })).json() as Answer;
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 'directives' });
  });

  it('charges a first given as a variable', async () => {
    const query =
      'query($n: Int) { products(first: $n) { nodes { galleryImages { nodes { sourceUrl } } } } }';
    const many = (await postGraphQL(app, { query, variables: { n: 500 } })).json() as Answer;
    expect(many.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
    const few = (await postGraphQL(app, { query, variables: { n: 2 } })).json() as Answer;
    // Within the limits: it reaches commerce (which is down in this test).
    expect(few.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('every operation the storefront persists stays within the limits', () => {
  const schema = buildSchema(
    readFileSync(new URL('../../../schema/gateway.graphql', import.meta.url), 'utf8'),
  );
  const operations = JSON.parse(
    readFileSync(new URL('../../../web/src/__generated__/persisted-queries.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;

  it.each(Object.entries(operations))('%s', (_, text) => {
    const document = parse(text, parseOptions(limits));
    expect(validate(schema, document, [...specifiedRules, ...limitRules(limits)])).toEqual([]);
    expect(() =>
      assertWithinCost(schema, document, largestVariables(schema, document), limits),
    ).not.toThrow();
  });
});

/**
 * Variables for an operation, each Int as large as a storefront page gets (behaviour §9: at most 100
 * items a page), so the cost is the largest the storefront can ask for.
 */
function largestVariables(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const sample = (type: GraphQLInputType): unknown => {
    if (isNonNullType(type)) return sample(type.ofType);
    if (isListType(type)) return [sample(type.ofType)];
    const named = getNamedType(type);
    if (isEnumType(named)) return named.getValues()[0]!.value;
    if (isInputObjectType(named))
      return Object.fromEntries(
        Object.values(named.getFields())
          .filter((field) => isNonNullType(field.type))
          .map((field) => [field.name, sample(field.type)]),
      );
    return { Int: 100, Float: 1, Boolean: true }[named.name] ?? 'x';
  };
  const variables: Record<string, unknown> = {};
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION)
      for (const variable of definition.variableDefinitions ?? [])
        variables[variable.variable.name.value] = sample(
          typeFromAST(schema, variable.type as never) as GraphQLInputType,
        );
  return variables;
}
