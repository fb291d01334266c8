/**
 * Runs a scenario of ../src/scenarios.ts in k6: the shared data, k6's HTTP client. Each
 * iteration starts as a new shopper (the VU's cookie jar is cleared), sends the steps in order
 * and stops at the first failed check.
 */
import { check } from 'k6';
import exec from 'k6/execution';
import http from 'k6/http';
import type { Options, Scenario as K6Scenario } from 'k6/options';
import {
  evaluate,
  httpRequestOf,
  initialShared,
  stagesFor,
  type JourneyContext,
  type Scenario,
  type Step,
} from '../src/scenarios.ts';
import { k6Thresholds, overridesFrom } from '../src/thresholds.ts';

export const baseUrl = (__ENV.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const runId = String(Date.now());
/**
 * `-e LOAD_DURATION=<seconds>`: every scenario's ramp scaled to that length (`stagesFor`), as
 * `--duration` does for the Node runner; without it, the stages as written.
 */
const duration = __ENV.LOAD_DURATION ? Number(__ENV.LOAD_DURATION) : undefined;
if (duration !== undefined && !(duration >= 1))
  throw new Error(`LOAD_DURATION is invalid: ${__ENV.LOAD_DURATION}`);

/**
 * Thresholds, shared with the Node runner (src/thresholds.ts): under 1 % failed requests, p95
 * within the scenario's budget (LOAD_P95_BUDGET_MS overrides it), 99 % checks passing.
 */
export const thresholdsOf = (scenarios: Scenario[], tagged: boolean) =>
  k6Thresholds(scenarios, overridesFrom(__ENV), tagged);

/**
 * The k6 executor of a scenario: ramping virtual users over its stages, or, for a paced
 * scenario, a ramping arrival rate whose stage targets are journeys per second.
 */
export function executorFor(scenario: Scenario, exec?: string): K6Scenario {
  const common = exec ? { exec, env: { SCENARIO: scenario.name } } : {};
  if (scenario.pace) {
    const peak = Math.max(...scenario.stages.map((stage) => stage.target));
    return {
      executor: 'ramping-arrival-rate' as const,
      startRate: 0,
      timeUnit: '1s',
      preAllocatedVUs: Math.max(2, peak * 4),
      stages: stagesFor(scenario, duration),
      ...common,
    };
  }
  return { executor: 'ramping-vus' as const, startVUs: 0, stages: stagesFor(scenario, duration), ...common };
}

export function optionsFor(scenario: Scenario): Options {
  return {
    scenarios: { [scenario.name]: executorFor(scenario) },
    thresholds: thresholdsOf([scenario], false),
  };
}

/** Sends a step (a GraphQL request or a page) with the VU's cookie jar, tagged by its operation. */
function send(step: Step, ctx: JourneyContext, scenario: Scenario): boolean {
  const request = httpRequestOf(scenario, step, ctx);
  const params = { headers: request.headers, tags: { name: request.operation } };
  const response =
    request.method === 'GET'
      ? http.get(`${baseUrl}${request.path}`, params)
      : http.post(`${baseUrl}${request.path}`, request.body ?? null, params);
  const problem = evaluate(
    step,
    response.status,
    typeof response.body === 'string' ? response.body : '',
    ctx,
  );
  check(response, { [`${request.operation} ok`]: () => problem === undefined });
  return problem === undefined;
}

/** k6 `setup()`: runs the scenario's setup journeys and hands the shared values to every VU. */
export function setupScenario(
  scenario: Scenario,
  shared: Record<string, string> = initialShared(runId, __ENV),
): Record<string, string> {
  for (let sequence = 0; sequence < (scenario.setup?.times ?? 0); sequence += 1) {
    http.cookieJar().clear(baseUrl);
    // Setup shoppers come from addresses the load journeys do not use.
    const ctx: JourneyContext = { vars: {}, shared, runId, sequence };
    for (const step of scenario.setup!.steps) {
      // Setup shoppers come from addresses the load journeys do not use.
      const request = httpRequestOf(scenario, step, { ...ctx, sequence: 100_000 + sequence });
      const response =
        request.method === 'GET'
          ? http.get(`${baseUrl}${request.path}`, { headers: request.headers })
          : http.post(`${baseUrl}${request.path}`, request.body ?? null, { headers: request.headers });
      const problem = evaluate(
        step,
        response.status,
        typeof response.body === 'string' ? response.body : '',
        ctx,
      );
      if (problem) throw new Error(`${scenario.name}: setup ${request.operation} failed: ${problem}`);
    }
  }
  return shared;
}

/** k6 default function body: one journey. */
export function runJourney(scenario: Scenario, shared: Record<string, string>): void {
  http.cookieJar().clear(baseUrl);
  const ctx: JourneyContext = { vars: {}, shared, runId, sequence: exec.scenario.iterationInTest };
  for (const step of scenario.steps) {
    if (!send(step, ctx, scenario)) return;
  }
}
