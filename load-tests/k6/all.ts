// k6 run load-tests/k6/all.ts: every scenario at once, each with its own ramp and p95 budget
// (thresholds per k6 `scenario` tag), as a shop sees mixed traffic.
import type { Options } from 'k6/options';
import { findScenario, scenarios } from '../src/scenarios.ts';
import { executorFor, runJourney, setupScenario } from './journey.ts';

export const options: Options = {
  scenarios: Object.fromEntries(
    scenarios.map((scenario) => [scenario.name, executorFor(scenario, 'journey')]),
  ),
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    ...Object.fromEntries(
      scenarios.map((scenario) => [
        `http_req_duration{scenario:${scenario.name}}`,
        [`p(95)<${scenario.p95BudgetMs}`],
      ]),
    ),
  },
};

// Only the login scenario has setup journeys (its accounts); the shared values serve every scenario.
export function setup(): Record<string, string> {
  return setupScenario(findScenario('login'));
}

export function journey(shared: Record<string, string>): void {
  runJourney(findScenario(__ENV.SCENARIO ?? ''), shared);
}
