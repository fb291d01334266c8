import type { Figures } from './figures.ts';

export interface ScenarioReport {
  name: string;
  figures: Figures;
  p95BudgetMs: number;
  problems: Map<string, number>;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);
const columns = ['scenario', 'requests', 'req/s', 'journeys/s', 'p50', 'p95', 'p99', 'errors', 'p95 budget'];

/** A plain-text table: one row per scenario, then the failure reasons, if any. */
export function formatReport(reports: ScenarioReport[]): string {
  const rows = reports.map(({ name, figures, p95BudgetMs }) => [
    name,
    String(figures.requests),
    figures.requestsPerSecond.toFixed(1),
    figures.iterationsPerSecond.toFixed(2),
    ms(figures.p50),
    ms(figures.p95),
    ms(figures.p99),
    `${(figures.errorRate * 100).toFixed(2)} %`,
    `${p95BudgetMs} ms ${figures.p95 <= p95BudgetMs ? 'within' : 'OVER'}`,
  ]);
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ');
  const out = [line(columns), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
  for (const report of reports) {
    for (const [problem, count] of report.problems) out.push(`  ${report.name}: ${count} × ${problem}`);
  }
  return out.join('\n');
}
