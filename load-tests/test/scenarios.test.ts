import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { evaluate, initialShared, scenarios, setupSteps, type JourneyContext, type Step } from '../src/scenarios.ts';

const schemaFile = fileURLToPath(new URL('../../schema/gateway.graphql', import.meta.url));
const ctx = (): JourneyContext => ({ vars: { buyable: [11], slugs: ['aurora'], category: 'almond', filter: 'color[red]', pageCount: 3 }, shared: initialShared('t', {}), runId: 't' });

describe('scenarios', () => {
  it('cover the journeys SREs load: browse and filter, product detail, search, add to cart, guest checkout, login', () => {
    expect(scenarios.map((scenario) => scenario.name)).toEqual(['browse-and-filter', 'product-detail', 'search', 'add-to-cart', 'guest-checkout', 'login']);
    for (const scenario of scenarios) {
      expect(scenario.stages.length, scenario.name).toBeGreaterThan(0);
      expect(scenario.p95BudgetMs, scenario.name).toBeGreaterThan(0);
    }
  });

  it('send only operations valid against the gateway schema', () => {
    const schema = buildSchema(readFileSync(schemaFile, 'utf8'));
    const steps: Step[] = scenarios.flatMap((scenario) => [...(scenario.setup ?? []), ...scenario.steps]);
    for (const step of steps) {
      const request = step.request(ctx());
      const errors = validate(schema, parse(request.query));
      expect(errors.map((error) => `${request.operationName}: ${error.message}`)).toEqual([]);
      expect(request.query).toContain(request.operationName);
    }
  });

  it('registers a run-unique account for login unless one is given', () => {
    const login = scenarios.find((scenario) => scenario.name === 'login')!;
    expect(setupSteps(login, initialShared('r1', {}))).toHaveLength(1);
    const given = initialShared('r1', { LOAD_USERNAME: 'sre', LOAD_PASSWORD: 'secret' });
    expect(given).toMatchObject({ username: 'sre', password: 'secret' });
    expect(setupSteps(login, given)).toHaveLength(0);
  });
});

describe('evaluate', () => {
  const step: Step = { request: () => ({ operationName: 'X', query: 'query X { a }' }), check: (data) => (data.a ? undefined : 'no a') };

  it('passes a good answer and lets the step read it', () => {
    expect(evaluate(step, 200, '{"data":{"a":1}}', ctx())).toBeUndefined();
  });

  it('fails HTTP errors, GraphQL errors on HTTP 200, non-JSON and failed checks', () => {
    expect(evaluate(step, 502, 'Bad gateway', ctx())).toBe('HTTP 502');
    expect(evaluate(step, 200, '{"data":null,"errors":[{"message":"Invalid session token"}]}', ctx())).toBe('GraphQL error: Invalid session token');
    expect(evaluate(step, 200, '<html>', ctx())).toBe('response is not JSON');
    expect(evaluate(step, 200, '{"data":{"a":0}}', ctx())).toBe('no a');
  });
});
