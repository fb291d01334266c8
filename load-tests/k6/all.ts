// k6 run load-tests/k6/all.ts: every scenario at once, each with its own ramp and thresholds
// (per k6 `scenario` tag, from src/thresholds.ts), as a shop sees mixed traffic.
// -e LOAD_SCENARIOS=a,b runs only those; -e LOAD_DURATION=<seconds> scales every ramp.
import type { Options } from 'k6/options';
import { findScenario, scenarios as every } from '../src/scenarios.ts';
import { executorFor, runJourney, setupScenario, thresholdsOf } from './journey.ts';

const scenarios = __ENV.LOAD_SCENARIOS
  ? __ENV.LOAD_SCENARIOS.split(',').map((name) => findScenario(name.trim()))
  : every;

export const options: Options = {
  scenarios: Object.fromEntries(
    scenarios.map((scenario) => [scenario.name, executorFor(scenario, 'journey')]),
  ),
  // Every scenario judged on its own (k6 `scenario` tag), as `npm run load` judges them.
  thresholds: thresholdsOf(scenarios, true),
};

// Only the login scenario has setup journeys (its accounts), run when it is among the scenarios;
// the shared values serve every scenario.
export function setup(): Record<string, string> {
  return setupScenario(scenarios.find((scenario) => scenario.setup) ?? scenarios[0]!);
}

export function journey(shared: Record<string, string>): void {
  runJourney(findScenario(__ENV.SCENARIO ?? ''), shared);
}
