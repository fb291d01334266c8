import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { offlineGateway, postGraphQL } from '../support/offline-gateway.ts';
import { startStack, type Stack } from '../support/stack.ts';

interface Answer {
  data: unknown;
  errors?: { message: string; extensions: { code: string; field?: string } }[];
}

const postRaw = (app: FastifyInstance, payload: string) =>
  app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload });

describe('malformed requests are BAD_REQUEST (4xx), never a crash', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway();
  });
  afterAll(async () => app.close());

  it.each([
    ['a number as the query', '{"query":42}'],
    ['a query that is JSON, not GraphQL', JSON.stringify({ query: '42' })],
    [
      '20,000 nested brackets as the query',
      JSON.stringify({ query: `${'['.repeat(20_000)}${']'.repeat(20_000)}` }),
    ],
    ['a string body', '"{ __typename }"'],
    ['a null body', 'null'],
    ['an array body', '[{"query":"{ __typename }"}]'],
    ['20,000 nested arrays as the body', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
    ['variables that are not an object', '{"query":"{ __typename }","variables":"x"}'],
  ])('%s', async (_, payload) => {
    const response = await postRaw(app, payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect((response.json() as Answer).errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('answers 20,000-level nested variables without a crash', async () => {
    const nested = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const response = await postRaw(
      app,
      `{"query":"query($a: String) { __typename }","variables":{"a":${nested}}}`,
    );
    expect(response.statusCode).toBeLessThan(500);
    expect((response.json() as Answer).errors?.[0]?.extensions.code).toMatch(
      /^(BAD_REQUEST|BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/,
    );
  });
});

describe('unknown things are NOT_FOUND, with the echoed input cut short', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => stack.close());

  it('answers an unknown product slug NOT_FOUND, the cached copy too, without an error log', async () => {
    const logged = vi.spyOn(stack.gateway.log, 'error');
    const query = '{ product(id: "no-such-nails", idType: SLUG) { name } }';
    const answers = await Promise.all([1, 2, 3].map(() => postGraphQL(stack.gateway, { query })));
    answers.push(await postGraphQL(stack.gateway, { query }));
    for (const response of answers) {
      const body = response.json() as Answer;
      expect(body.data).toEqual({ product: null });
      expect(body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      expect(body.errors?.[0]?.message).toMatch(/no-such-nails/);
    }
    expect(logged).not.toHaveBeenCalled();
  });

  it('cuts an echoed category name to 100 characters', async () => {
    const name = 'x'.repeat(90_000);
    const response = await postGraphQL(stack.gateway, {
      query: 'query($c: String) { catalogue(category: $c) { total } }',
      variables: { c: name },
    });
    const body = response.json() as Answer;
    expect(body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(body.errors?.[0]?.message).toMatch(/^Category x+… not found\.$/);
    expect(body.errors![0]!.message.length).toBeLessThan(130);
    expect(response.body.length).toBeLessThan(1_000);
  });
});
