/**
 * A load run as data: the JSON report `npm run load` writes beside its HTML page
 * (`--report-dir`), one entry per scenario with its figures, its percentiles per operation, its
 * requests per second over time and its failure reasons, and the verdict.
 */
import type { Figures, OperationFigures } from './figures.ts';
import type { ThresholdResult } from './verdict.ts';

export interface ScenarioResult {
  name: string;
  description: string;
  p95BudgetMs: number;
  figures: Figures;
  operations: OperationFigures[];
  /** Responses finished in each second of the scenario's run. */
  requestsPerSecond: number[];
  problems: Record<string, number>;
}

export interface LoadReport {
  startedAt: string;
  baseUrl: string;
  runner: 'autocannon';
  durationSeconds: number;
  scenarios: ScenarioResult[];
  verdict: ThresholdResult[];
}

/** The report as JSON text; a figure with no samples (NaN) is written as null. */
export const reportJson = (report: LoadReport): string =>
  JSON.stringify(report, (_key, value: unknown) => (Number.isNaN(value) ? null : value), 2);

/** One line per operation: `  pages-anonymous  page home  p95 412.0 ms (180 requests)`. */
export function formatOperations(scenarios: ScenarioResult[]): string {
  const rows = scenarios.flatMap((scenario) =>
    scenario.operations.map((operation) => [scenario.name, operation]),
  ) as [string, OperationFigures][];
  const scenarioWidth = Math.max(8, ...rows.map(([name]) => name.length));
  const operationWidth = Math.max(9, ...rows.map(([, operation]) => operation.operation.length));
  const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);
  return [
    `${'scenario'.padEnd(scenarioWidth)}  ${'operation'.padEnd(operationWidth)}  ${'requests'.padStart(8)}  ${'p50'.padStart(10)}  ${'p95'.padStart(10)}  ${'p99'.padStart(10)}`,
    ...rows.map(
      ([name, operation]) =>
        `${name.padEnd(scenarioWidth)}  ${operation.operation.padEnd(operationWidth)}  ${String(operation.requests).padStart(8)}  ${ms(operation.p50).padStart(10)}  ${ms(operation.p95).padStart(10)}  ${ms(operation.p99).padStart(10)}`,
    ),
  ].join('\n');
}
