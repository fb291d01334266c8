// k6 run load-tests/k6/all.ts: every scenario at once, each with its own ramp and thresholds
// (per k6 `scenario` tag, from src/thresholds.ts), as a shop sees mixed traffic.
import type { Options } from 'k6/options';
import { findScenario, scenarios } from '../src/scenarios.ts';
import { executorFor, runJourney, setupScenario, thresholdsOf } from './journey.ts';

export const options: Options = {
  scenarios: Object.fromEntries(
    scenarios.map((scenario) => [scenario.name, executorFor(scenario, 'journey')]),
  ),
  // Every scenario judged on its own (k6 `scenario` tag), as `npm run load` judges them.
  thresholds: thresholdsOf(scenarios, true),
};

// Only the login scenario has setup journeys (its accounts); the shared values serve every scenario.
export function setup(): Record<string, string> {
  return setupScenario(findScenario('login'));
}

export function journey(shared: Record<string, string>): void {
  runJourney(findScenario(__ENV.SCENARIO ?? ''), shared);
}
