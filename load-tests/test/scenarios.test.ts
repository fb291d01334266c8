import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  evaluate,
  findScenario,
  httpRequestOf,
  initialShared,
  isPageStep,
  linkedSlugs,
  scenarios,
  stagesFor,
  durationSeconds,
  type GraphqlStep,
  type JourneyContext,
  type Step,
} from '../src/scenarios.ts';

const schemaFile = fileURLToPath(new URL('../../schema/gateway.graphql', import.meta.url));
const ctx = (): JourneyContext => ({
  vars: {
    buyable: [11],
    slugs: ['aurora'],
    categories: ['almond'],
    category: 'almond',
    filter: 'color[red]',
    pageCount: 3,
  },
  shared: initialShared('t', {}),
  runId: 't',
  sequence: 0,
});

describe('scenarios', () => {
  it('cover the journeys SREs load: browse and filter, product detail, search, add to cart, guest checkout, pages, login', () => {
    expect(scenarios.map((scenario) => scenario.name)).toEqual([
      'browse-and-filter',
      'product-detail',
      'search',
      'add-to-cart',
      'guest-checkout',
      'pages-anonymous',
      'pages-shopper',
      'login',
    ]);
    for (const scenario of scenarios) {
      expect(scenario.stages.length, scenario.name).toBeGreaterThan(0);
      expect(scenario.p95BudgetMs, scenario.name).toBeGreaterThan(0);
    }
  });

  it('send only operations valid against the gateway schema', () => {
    const schema = buildSchema(readFileSync(schemaFile, 'utf8'));
    const steps = scenarios
      .flatMap((scenario): Step[] => [...(scenario.setup?.steps ?? []), ...scenario.steps])
      .filter((step): step is GraphqlStep => !isPageStep(step));
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
      ((login.steps[0] as GraphqlStep).request({ ...ctx(), sequence }).variables as { username: string })
        .username;
    const registered = new Set(
      Array.from(
        { length: pool },
        (_, sequence) =>
          (
            (login.setup!.steps[0] as GraphqlStep).request({ ...ctx(), sequence }).variables as {
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

describe('page scenarios', () => {
  const home = `<!doctype html><html lang="en"><body><nav><a href="/product-category/almond">Almond</a>
    <a href="/product-category/almond">Almond</a></nav><a href="/product/aurora">Aurora</a>
    <a href="/product/blush-french?x=1">Blush</a><a href="/products">All</a></body></html>`;

  it('open the home page, a category and a product as a browser does, in English, from the journey address', () => {
    const anonymous = findScenario('pages-anonymous');
    const requests = anonymous.steps.map((step) => httpRequestOf(anonymous, step, ctx()));
    expect(requests.map(({ operation, method, path }) => [operation, method, path])).toEqual([
      ['page home', 'GET', '/'],
      ['page category', 'GET', '/product-category/almond'],
      ['page product', 'GET', '/product/aurora'],
    ]);
    expect(requests[0]!.headers).toMatchObject({ 'accept-language': 'en', 'x-forwarded-for': '198.18.0.0' });
    expect(requests[0]!.body).toBeUndefined();
  });

  it('follow the links the pages render and fail a page without them', () => {
    expect(linkedSlugs(home, 'product')).toEqual(['aurora', 'blush-french']);
    expect(linkedSlugs(home, 'product-category')).toEqual(['almond']);
    const [homePage] = findScenario('pages-anonymous').steps;
    const journey = ctx();
    expect(evaluate(homePage!, 200, home, journey)).toBeUndefined();
    expect(journey.vars.slugs).toEqual(['aurora', 'blush-french']);
    expect(evaluate(homePage!, 200, '<html><body>Maintenance</body></html>', ctx())).toBe(
      'the home page links to no product',
    );
  });

  it('fail a page that is cut off, an error status, and a cart page without her line', () => {
    const [, , cart] = findScenario('pages-shopper').steps;
    expect(evaluate(cart!, 200, '<html><body><div data-testid="cart-line">', ctx())).toBe(
      'the page is not a whole HTML document',
    );
    expect(evaluate(cart!, 503, '<html></html>', ctx())).toBe('HTTP 503');
    expect(
      evaluate(cart!, 200, '<html><body><div data-testid="cart-empty"></div></body></html>', ctx()),
    ).toBe('the cart page shows no line of her cart');
    expect(
      evaluate(cart!, 200, '<html><body><li data-testid="cart-line"></li></body></html>\n', ctx()),
    ).toBeUndefined();
  });

  it('scale a k6 ramp to the run length asked (--duration)', () => {
    const scenario = findScenario('search');
    expect(stagesFor(scenario)).toBe(scenario.stages);
    const scaled = stagesFor(scenario, 20);
    expect(scaled.map((stage) => stage.target)).toEqual(scenario.stages.map((stage) => stage.target));
    expect(scaled.reduce((sum, stage) => sum + durationSeconds(stage.duration), 0)).toBe(20);
    expect(durationSeconds('1m30s')).toBe(90);
  });
});

describe('evaluate', () => {
  const step: GraphqlStep = {
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
