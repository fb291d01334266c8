// k6 run load-tests/k6/pages-anonymous.ts   (BASE_URL=http://localhost:3000 by default; k6 1.x runs TypeScript)
import { findScenario } from '../src/scenarios.ts';
import { optionsFor, runJourney, setupScenario } from './journey.ts';

const scenario = findScenario('pages-anonymous');

export const options = optionsFor(scenario);

export function setup(): Record<string, string> {
  return setupScenario(scenario);
}

export default function (shared: Record<string, string>): void {
  runJourney(scenario, shared);
}
