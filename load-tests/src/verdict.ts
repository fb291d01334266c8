/**
 * The Node runner's verdict: each scenario's figures against the thresholds the k6 scripts
 * declare (src/thresholds.ts), one pass/fail line per threshold.
 */
import type { Figures } from './figures.ts';
import type { Scenario } from './scenarios.ts';
import { k6Expression, meets, thresholdsFor, type ThresholdOverrides } from './thresholds.ts';

export interface ThresholdResult {
  scenario: string;
  label: string;
  /** The same threshold in k6's words, e.g. `http_req_duration p(95)<500`. */
  k6: string;
  measured: string;
  passed: boolean;
}

const percent = (value: number) => (Number.isNaN(value) ? '-' : `${(value * 100).toFixed(2)} %`);

export function judge(
  runs: { scenario: Scenario; figures: Figures }[],
  overrides: ThresholdOverrides = {},
): ThresholdResult[] {
  return runs.flatMap(({ scenario, figures }) =>
    thresholdsFor(scenario, overrides).map((threshold) => {
      const value = figures[threshold.measure];
      return {
        scenario: scenario.name,
        label: threshold.label,
        k6: `${threshold.metric} ${k6Expression(threshold)}`,
        measured: threshold.measure === 'p95' ? `${value.toFixed(1)} ms` : percent(value),
        passed: meets(threshold, value),
      };
    }),
  );
}

/** `PASS  search  p95 under 500 ms: 112.0 ms  (k6: http_req_duration p(95)<500)` lines, then the total. */
export function formatVerdict(results: ThresholdResult[]): string {
  const width = Math.max(...results.map((result) => result.scenario.length));
  const lines = results.map(
    (result) =>
      `${result.passed ? 'PASS' : 'FAIL'}  ${result.scenario.padEnd(width)}  ${result.label}: ${result.measured}  (k6: ${result.k6})`,
  );
  const failed = results.filter((result) => !result.passed).length;
  lines.push(
    failed === 0
      ? `verdict: PASS (${results.length} of ${results.length} thresholds met)`
      : `verdict: FAIL (${failed} of ${results.length} thresholds missed)`,
  );
  return lines.join('\n');
}
