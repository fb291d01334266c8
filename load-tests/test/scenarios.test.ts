import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  evaluate,
  initialShared,
  scenarios,
  type JourneyContext,
  type Step,
} from '../src/scenarios.ts';

const schemaFile = fileURLToPath(new URL('../../schema/gateway.graphql', import.meta.url));
const ctx = (): JourneyContext => ({
  vars: { buyable: [11], slugs: ['aurora'], category: 'almond', filter: 'color[red]', pageCount: 3 },
  shared: initialShared('t', {}),
  runId: 't',
  sequence: 0,
});

describe('scenarios', () => {
  it('cover the journeys SREs load: browse and filter, product detail, search, add to cart, guest checkout, login', () => {
    expect(scenarios.map((scenario) => scenario.name)).toEqual([
      'browse-and-filter',
      'product-detail',
      'search',
      'add-to-cart',
      'guest-checkout',
      'login',
    ]);
    for (const scenario of scenarios) {
      expect(scenario.stages.length, scenario.name).toBeGreaterThan(0);
      expect(scenario.p95BudgetMs, scenario.name).toBeGreaterThan(0);
    }
  });

  it('send only operations valid against the gateway schema', () => {
    const schema = buildSchema(readFileSync(schemaFile, 'utf8'));
    const steps: Step[] = scenarios.flatMap((scenario) => [
      ...(scenario.setup?.steps ?? []),
      ...scenario.steps,
    ]);
    for (const step of steps) {
      const request = step.request(ctx());
      const errors = validate(schema, parse(request.query));
      expect(errors.map((error) => `${request.operationName}: ${error.message}`)).toEqual([]);
      expect(request.query).toContain(request.operationName);
    }
  });

  it('rotate logins through a pool of accounts, paced within the per-account limit (5 a minute)', () => {
    const login = scenarios.find((scenario) => scenario.name === 'login')!;
    const pool = login.setup!.times;
    const usernames = (sequence: number) =>
      (login.steps[0]!.request({ ...ctx(), sequence }).variables as { username: string }).username;
    const registered = new Set(
      Array.from(
        { length: pool },
        (_, sequence) =>
          (
            login.setup!.steps[0]!.request({ ...ctx(), sequence }).variables as {
              input: { username: string };
            }
          ).input.username,
      ),
    );
    const used = Array.from({ length: 3 * pool }, (_, sequence) => usernames(sequence));
    expect(new Set(used)).toEqual(registered);
    const loginsPerAccountPerMinute = (login.pace!.journeysPerSecond * 60) / pool;
    expect(loginsPerAccountPerMinute).toBeLessThanOrEqual(5);
  });

  it('send every journey from its own client address in the benchmarking range', () => {
    expect(clientAddress(0)).toBe('198.18.0.0');
    expect(clientAddress(258)).toBe('198.18.1.2');
    expect(clientAddress(70_000)).toBe('198.19.17.112');
    expect(new Set(Array.from({ length: 1000 }, (_, sequence) => clientAddress(sequence))).size).toBe(1000);
  });
});

describe('evaluate', () => {
  const step: Step = {
    request: () => ({ operationName: 'X', query: 'query X { a }' }),
    check: (data) => (data.a ? undefined : 'no a'),
  };

  it('passes a good answer and lets the step read it', () => {
    expect(evaluate(step, 200, '{"data":{"a":1}}', ctx())).toBeUndefined();
  });

  it('fails HTTP errors, GraphQL errors on HTTP 200, non-JSON and failed checks', () => {
    expect(evaluate(step, 502, 'Bad gateway', ctx())).toBe('HTTP 502');
    expect(evaluate(step, 200, '{"data":null,"errors":[{"message":"Invalid session token"}]}', ctx())).toBe(
      'GraphQL error: Invalid session token',
    );
    expect(evaluate(step, 200, '<html>', ctx())).toBe('response is not JSON');
    expect(evaluate(step, 200, '{"data":{"a":0}}', ctx())).toBe('no a');
  });
});
