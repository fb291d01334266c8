/**
 * Runs a scenario of ../src/scenarios.ts in k6: the shared data, k6's HTTP client. Each
 * iteration starts as a new shopper (the VU's cookie jar is cleared), sends the steps in order
 * and stops at the first failed check.
 */
import { check } from 'k6';
import http from 'k6/http';
import type { Options } from 'k6/options';
import { evaluate, initialShared, setupSteps, type JourneyContext, type Scenario, type Step } from '../src/scenarios.ts';

export const baseUrl = (__ENV.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const runId = String(Date.now());

/** Stages from the scenario; thresholds: under 1 % failed requests, p95 within the scenario's budget, 99 % checks. */
export function optionsFor(scenario: Scenario): Options {
  return {
    stages: scenario.stages,
    thresholds: {
      http_req_failed: ['rate<0.01'],
      http_req_duration: [`p(95)<${scenario.p95BudgetMs}`],
      checks: ['rate>0.99'],
    },
  };
}

function send(step: Step, ctx: JourneyContext, scenario: Scenario): boolean {
  const request = step.request(ctx);
  const response = http.post(`${baseUrl}/graphql`, JSON.stringify(request), {
    headers: { 'content-type': 'application/json', 'x-load-scenario': scenario.name },
    tags: { name: request.operationName },
  });
  const problem = evaluate(step, response.status, typeof response.body === 'string' ? response.body : '', ctx);
  check(response, { [`${request.operationName} ok`]: () => problem === undefined });
  return problem === undefined;
}

/** k6 `setup()`: runs the scenario's setup steps once and hands the shared values to every VU. */
export function setupScenario(scenario: Scenario): Record<string, string> {
  const shared = initialShared(runId, __ENV);
  const ctx: JourneyContext = { vars: {}, shared, runId };
  for (const step of setupSteps(scenario, shared)) {
    if (!send(step, ctx, scenario)) throw new Error(`${scenario.name}: setup failed`);
  }
  return shared;
}

/** k6 default function body: one journey. */
export function runJourney(scenario: Scenario, shared: Record<string, string>): void {
  http.cookieJar().clear(baseUrl);
  const ctx: JourneyContext = { vars: {}, shared, runId };
  for (const step of scenario.steps) {
    if (!send(step, ctx, scenario)) return;
  }
}
