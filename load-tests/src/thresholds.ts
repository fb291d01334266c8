/**
 * The pass/fail thresholds of a load run, as data both runners read: the k6 scripts turn them
 * into k6 `thresholds` (k6/journey.ts, k6/all.ts) and the Node runner judges its figures against
 * the same limits (src/verdict.ts). No Node or k6 import here, so the module runs in both.
 */
import type { Scenario } from './scenarios.ts';

/** What the Node runner measures for a threshold, from its figures. */
export type Measure = 'p95' | 'failedRequestRate' | 'checkPassRate';

export interface Threshold {
  /** The k6 metric the threshold applies to. */
  metric: 'http_req_duration' | 'http_req_failed' | 'checks';
  /** The k6 aggregation: `p(95)` for durations, `rate` for failures and checks. */
  stat: 'p(95)' | 'rate';
  op: '<' | '>';
  limit: number;
  measure: Measure;
  /** In words, for the verdict line. */
  label: string;
}

/** Under 1 % failed requests (HTTP errors, no answer) and 99 % of checks passing, every scenario. */
export const maxFailedRequestRate = 0.01;
export const minCheckPassRate = 0.99;

export interface ThresholdOverrides {
  /** Replaces every scenario's p95 budget (milliseconds): tighter or looser for one run. */
  p95BudgetMs?: number;
}

export function thresholdsFor(scenario: Scenario, overrides: ThresholdOverrides = {}): Threshold[] {
  const budget = overrides.p95BudgetMs ?? scenario.p95BudgetMs;
  return [
    {
      metric: 'http_req_duration',
      stat: 'p(95)',
      op: '<',
      limit: budget,
      measure: 'p95',
      label: `p95 under ${budget} ms`,
    },
    {
      metric: 'http_req_failed',
      stat: 'rate',
      op: '<',
      limit: maxFailedRequestRate,
      measure: 'failedRequestRate',
      label: `failed requests under ${maxFailedRequestRate * 100} %`,
    },
    {
      metric: 'checks',
      stat: 'rate',
      op: '>',
      limit: minCheckPassRate,
      measure: 'checkPassRate',
      label: `checks passing over ${minCheckPassRate * 100} %`,
    },
  ];
}

/** The k6 expression of a threshold, e.g. `p(95)<500` or `rate<0.01`. */
export const k6Expression = (threshold: Threshold): string =>
  `${threshold.stat}${threshold.op}${threshold.limit}`;

/** Whether a measured value meets the threshold (a missing value never does). */
export function meets(threshold: Threshold, value: number): boolean {
  if (Number.isNaN(value)) return false;
  return threshold.op === '<' ? value < threshold.limit : value > threshold.limit;
}

/** `LOAD_P95_BUDGET_MS` from the environment (k6's __ENV or process.env), when set. */
export function overridesFrom(env: Record<string, string | undefined>): ThresholdOverrides {
  const raw = env.LOAD_P95_BUDGET_MS;
  if (raw === undefined || raw === '') return {};
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`LOAD_P95_BUDGET_MS is invalid: ${raw}`);
  return { p95BudgetMs: value };
}

/**
 * k6 `options.thresholds` for one scenario, or for several run at once (`tagged`: each metric
 * filtered by k6's `scenario` tag, so every scenario is judged on its own as the Node runner does).
 */
export function k6Thresholds(
  scenarios: Scenario[],
  overrides: ThresholdOverrides,
  tagged: boolean,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const scenario of scenarios) {
    for (const threshold of thresholdsFor(scenario, overrides)) {
      const key = tagged ? `${threshold.metric}{scenario:${scenario.name}}` : threshold.metric;
      (out[key] ??= []).push(k6Expression(threshold));
    }
  }
  return out;
}
