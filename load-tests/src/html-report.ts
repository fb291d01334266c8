/**
 * The HTML page of a load run: per scenario its figures against the budget, a table of
 * percentiles per operation and a chart of requests per second over time. One static file, no
 * script and nothing fetched when it is opened (an SRE may open it from a CI artefact offline):
 * the charts are inline SVG drawn here, a polyline and its axes, which is less than any chart
 * library's own setup (README, "Reports").
 */
import type { LoadReport, ScenarioResult } from './run-report.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const ms = (value: number) => (Number.isNaN(value) || value === null ? '–' : `${value.toFixed(1)} ms`);

/** Requests per second over the scenario's run, as an SVG line chart with labelled axes. */
export function requestsChart(name: string, perSecond: number[]): string {
  const [width, height, left, right, top, bottom] = [640, 220, 48, 16, 16, 36];
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const peak = Math.max(1, ...perSecond);
  const x = (second: number) =>
    left + (perSecond.length > 1 ? (second / (perSecond.length - 1)) * plotWidth : 0);
  const y = (value: number) => top + plotHeight - (value / peak) * plotHeight;
  const points = perSecond.map((value, second) => `${x(second).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const yTicks = [0, peak / 2, peak].map(
    (value) =>
      `<line x1="${left}" x2="${width - right}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}" class="grid"/>` +
      `<text x="${left - 6}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end">${value.toFixed(value < 10 ? 1 : 0)}</text>`,
  );
  const last = Math.max(0, perSecond.length - 1);
  const xTicks = [...new Set([0, Math.round(last / 2), last])].map(
    (second) =>
      `<text x="${x(second).toFixed(1)}" y="${height - bottom + 16}" text-anchor="middle">${second} s</text>`,
  );
  return `<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(name)}: requests per second over time">
  <title>${escape(name)}: requests per second over time</title>
  ${yTicks.join('\n  ')}
  ${xTicks.join('\n  ')}
  <text x="${left + plotWidth / 2}" y="${height - 4}" text-anchor="middle">time since the scenario started</text>
  <text transform="translate(12 ${top + plotHeight / 2}) rotate(-90)" text-anchor="middle">requests/s</text>
  <polyline class="series" points="${points}"/>
</svg>`;
}

function scenarioSection(scenario: ScenarioResult): string {
  const { figures } = scenario;
  const within = figures.p95 <= scenario.p95BudgetMs;
  const rows = scenario.operations
    .map(
      (operation) =>
        `<tr><th scope="row">${escape(operation.operation)}</th><td>${operation.requests}</td><td>${ms(operation.p50)}</td><td>${ms(operation.p95)}</td><td>${ms(operation.p99)}</td><td>${ms(operation.max)}</td></tr>`,
    )
    .join('\n');
  const problems = Object.entries(scenario.problems)
    .map(([problem, count]) => `<li>${count} × ${escape(problem)}</li>`)
    .join('');
  return `<section>
<h2>${escape(scenario.name)}</h2>
<p>${escape(scenario.description)}</p>
<p class="summary">${figures.requests} requests, ${figures.requestsPerSecond.toFixed(1)} requests/s, p95 ${ms(figures.p95)}
(budget ${scenario.p95BudgetMs} ms: <strong class="${within ? 'pass' : 'fail'}">${within ? 'within' : 'OVER'}</strong>),
errors ${(figures.errorRate * 100).toFixed(2)} %</p>
<table>
<thead><tr><th scope="col">operation</th><th scope="col">requests</th><th scope="col">p50</th><th scope="col">p95</th><th scope="col">p99</th><th scope="col">max</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<figure>
${requestsChart(scenario.name, scenario.requestsPerSecond)}
<figcaption>Requests per second, ${scenario.name}</figcaption>
</figure>
${problems ? `<ul class="problems">${problems}</ul>` : ''}
</section>`;
}

export function htmlReport(report: LoadReport): string {
  const failed = report.verdict.filter((result) => !result.passed).length;
  const verdict = report.verdict
    .map(
      (result) =>
        `<li class="${result.passed ? 'pass' : 'fail'}">${result.passed ? 'PASS' : 'FAIL'} ${escape(result.scenario)}: ${escape(result.label)}: ${escape(result.measured)}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Load run ${escape(report.startedAt)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 52rem; padding: 0 1rem; color: #1d1d1f; }
table { border-collapse: collapse; margin: 0.5rem 0; }
th, td { padding: 0.2rem 0.8rem; text-align: right; border-bottom: 1px solid #ddd; }
th[scope="row"], thead th:first-child { text-align: left; }
.chart { width: 100%; max-width: 640px; height: auto; }
.chart text { font-size: 11px; fill: #555; }
.chart .grid { stroke: #e3e3e3; }
.chart .series { fill: none; stroke: #b0306a; stroke-width: 2; }
.pass { color: #1b6e2f; } .fail { color: #b00020; }
</style>
</head>
<body>
<h1>Load run against ${escape(report.baseUrl)}</h1>
<p>Started ${escape(report.startedAt)}, ${report.durationSeconds} s per scenario, ${report.runner}.
Verdict: <strong class="${failed ? 'fail' : 'pass'}">${failed ? `FAIL (${failed} of ${report.verdict.length} thresholds missed)` : `PASS (${report.verdict.length} of ${report.verdict.length} thresholds met)`}</strong></p>
${report.scenarios.map(scenarioSection).join('\n')}
<h2>Thresholds</h2>
<ul>
${verdict}
</ul>
</body>
</html>
`;
}
