/**
 * `npm run load`: runs the load scenarios (src/scenarios.ts, the same ones the k6 scripts run)
 * one after the other against BASE_URL with autocannon, prints per-scenario throughput,
 * p50/p95/p99 and error rate, p95 per operation, then one PASS/FAIL line per threshold
 * (src/thresholds.ts, the k6 scripts' thresholds), and writes a JSON report and an HTML page
 * (`--report-dir`). `--runner k6` hands the same scenarios to k6 instead. Exits 1 when a
 * threshold fails, 2 on a bad argument.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, exitWithUsageError, parseCommandLine } from '@nails/platform';
import { runWithAutocannon } from './autocannon-run.ts';
import { cookieHeader, storeCookies, type Jar } from './cookies.ts';
import { computeFigures, operationFigures, requestsPerSecond, type Figures } from './figures.ts';
import { htmlReport } from './html-report.ts';
import { formatReport, type ScenarioReport } from './report.ts';
import { formatOperations, reportJson, type ScenarioResult } from './run-report.ts';
import {
  evaluate,
  findScenario,
  httpRequestOf,
  initialShared,
  scenarios,
  type Scenario,
} from './scenarios.ts';
import { loadRunnerSettings } from './settings.ts';
import { formatVerdict, judge } from './verdict.ts';

const usage = `usage: npm run load -- [options]

Runs every load scenario (or the ones named) against a running shop with autocannon and judges
each against the k6 scripts' thresholds: p95 under the scenario's budget, failed requests under
1 %, checks passing over 99 %. Exits 1 when a threshold fails.

options:
  --base-url <url>        the gateway to load (BASE_URL, default http://localhost:3000)
  --duration <seconds>    seconds of load per scenario (LOAD_DURATION, default 10)
  --connections <n>       concurrent shoppers, every scenario (LOAD_CONNECTIONS)
  --scenarios <a,b>       scenarios to run (LOAD_SCENARIOS, default all):
                          ${scenarios.map((scenario) => scenario.name).join(', ')}
  --payment-method <id>   checkout payment method (LOAD_PAYMENT_METHOD, default cod)
  --p95-budget <ms>       replaces every scenario's p95 budget (LOAD_P95_BUDGET_MS)
  --report-dir <dir>      where the JSON report and the HTML page go (LOAD_REPORT_DIR,
                          default var/load-reports in the repository)
  --runner <name>         autocannon (default) or k6: the same scenarios and thresholds run by
                          k6 (LOAD_RUNNER; k6 must be installed, see load-tests/README.md)
  -h, --help              print this help

Start the shop first: TRUST_PROXY=1 npm start (see load-tests/README.md, "Rate limits").`;

const { values } = parseCommandLine({
  name: 'load',
  usage,
  options: {
    'base-url': { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    scenarios: { type: 'string' },
    'payment-method': { type: 'string' },
    'p95-budget': { type: 'string' },
    'report-dir': { type: 'string' },
    runner: { type: 'string' },
  },
});
// A flag wins over its environment variable.
const fromFlags: Record<string, string | undefined> = {
  BASE_URL: values['base-url'],
  LOAD_DURATION: values.duration,
  LOAD_CONNECTIONS: values.connections,
  LOAD_SCENARIOS: values.scenarios,
  LOAD_PAYMENT_METHOD: values['payment-method'],
  LOAD_P95_BUDGET_MS: values['p95-budget'],
  LOAD_REPORT_DIR: values['report-dir'],
  LOAD_RUNNER: values.runner,
};
const env = {
  ...process.env,
  ...Object.fromEntries(Object.entries(fromFlags).filter(([, value]) => value !== undefined)),
};

let settings: ReturnType<typeof loadRunnerSettings>;
let selected: Scenario[];
try {
  settings = loadRunnerSettings(env);
  selected = settings.LOAD_SCENARIOS
    ? settings.LOAD_SCENARIOS.split(',').map((name) => findScenario(name.trim()))
    : scenarios;
} catch (error) {
  const message = error instanceof ConfigError ? error.problems.join('; ') : (error as Error).message;
  exitWithUsageError('load', usage, message);
}
const baseUrl = settings.BASE_URL.replace(/\/$/, '');
const runId = Date.now().toString(36);
const shared = initialShared(runId, { ...env, LOAD_PAYMENT_METHOD: settings.LOAD_PAYMENT_METHOD });

async function ensureReachable(): Promise<void> {
  try {
    const response = await fetch(`${baseUrl}/healthz`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    console.error(
      `[load] ${baseUrl}/healthz does not answer (${(error as Error).message}). Start the shop first: npm start`,
    );
    process.exit(1);
  }
}

/** Runs a scenario's setup journeys before the load, each as its own shopper. */
async function runSetup(scenario: Scenario): Promise<void> {
  for (let sequence = 0; sequence < (scenario.setup?.times ?? 0); sequence += 1) {
    const jar: Jar = {};
    const ctx = { vars: {}, shared, runId, sequence };
    for (const step of scenario.setup!.steps) {
      // Setup shoppers come from addresses the load journeys do not use.
      const request = httpRequestOf(scenario, step, { ...ctx, sequence: 100_000 + sequence });
      const response = await fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        headers: { ...request.headers, cookie: cookieHeader(jar) },
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      storeCookies(jar, response.headers.getSetCookie());
      const problem = evaluate(step, response.status, await response.text(), ctx);
      if (problem) throw new Error(`${scenario.name} setup ${request.operation} failed: ${problem}`);
    }
  }
}

/**
 * `--runner k6`: the same scenarios and thresholds run by k6 (k6/all.ts, or the one scenario's
 * script), its stages scaled to `--duration`. k6 judges the thresholds and sets the exit code.
 */
function runWithK6(): never {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const script = selected.length === 1 ? `${selected[0]!.name}.ts` : 'all.ts';
  const variables = {
    BASE_URL: baseUrl,
    LOAD_DURATION: String(settings.LOAD_DURATION),
    LOAD_PAYMENT_METHOD: settings.LOAD_PAYMENT_METHOD,
    ...(settings.LOAD_P95_BUDGET_MS ? { LOAD_P95_BUDGET_MS: String(settings.LOAD_P95_BUDGET_MS) } : {}),
    ...(selected.length > 1 && settings.LOAD_SCENARIOS ? { LOAD_SCENARIOS: settings.LOAD_SCENARIOS } : {}),
  };
  const args = ['run', ...Object.entries(variables).flatMap(([name, value]) => ['-e', `${name}=${value}`])];
  const run = spawnSync('k6', [...args, path.join(here, '..', 'k6', script)], { stdio: 'inherit' });
  if (run.error) {
    console.error(
      `[load] k6 could not be started (${run.error.message}). Install it as load-tests/README.md "k6" says, or run without --runner k6.`,
    );
    process.exit(2);
  }
  process.exit(run.status ?? 1);
}

// k6 asks the shop itself and says when it does not answer.
if (settings.LOAD_RUNNER === 'k6') runWithK6();
await ensureReachable();
const startedAt = new Date().toISOString();
console.log(`[load] ${selected.length} scenario(s) against ${baseUrl}, ${settings.LOAD_DURATION}s each\n`);
const reports: ScenarioReport[] = [];
const results: ScenarioResult[] = [];
const judged: { scenario: Scenario; figures: Figures }[] = [];
for (const scenario of selected) {
  await runSetup(scenario);
  const run = await runWithAutocannon(scenario, {
    baseUrl,
    shared,
    runId,
    durationSeconds: settings.LOAD_DURATION,
    connections: settings.LOAD_CONNECTIONS,
  });
  const figures = computeFigures(run.samples);
  const p95BudgetMs = settings.LOAD_P95_BUDGET_MS ?? scenario.p95BudgetMs;
  reports.push({ name: scenario.name, figures, p95BudgetMs, problems: run.problems });
  results.push({
    name: scenario.name,
    description: scenario.description,
    p95BudgetMs,
    figures,
    operations: operationFigures(run.samples),
    requestsPerSecond: requestsPerSecond(run.samples),
    problems: Object.fromEntries(run.problems),
  });
  judged.push({ scenario, figures });
  console.log(
    `[load] ${scenario.name}: ${figures.requests} requests, ${figures.requestsPerSecond.toFixed(1)} req/s, p95 ${figures.p95.toFixed(1)} ms, errors ${(figures.errorRate * 100).toFixed(2)} %`,
  );
}
console.log(`\n${formatReport(reports)}`);
console.log(`\np95 per operation:\n${formatOperations(results)}`);
if (
  reports.some((report) => [...report.problems.keys()].some((problem) => problem.includes('RATE_LIMITED')))
) {
  console.log(
    '\n[load] The gateway rate-limited journeys: every journey sends its own client address as X-Forwarded-For,\n' +
      '       which the gateway only honours with TRUST_PROXY=1 (e.g. TRUST_PROXY=1 npm start); otherwise all load\n' +
      '       comes from one address and the per-address limits (checkout, registration, login) apply to all of it.',
  );
}
const verdict = judge(judged, { p95BudgetMs: settings.LOAD_P95_BUDGET_MS });
console.log(`\n${formatVerdict(verdict)}`);
const report = {
  startedAt,
  baseUrl,
  runner: 'autocannon' as const,
  durationSeconds: settings.LOAD_DURATION,
  scenarios: results,
  verdict,
};
mkdirSync(settings.LOAD_REPORT_DIR, { recursive: true });
const reportName = `load-${startedAt.replace(/[:.]/g, '-')}`;
const jsonFile = path.join(settings.LOAD_REPORT_DIR, `${reportName}.json`);
const htmlFile = path.join(settings.LOAD_REPORT_DIR, `${reportName}.html`);
writeFileSync(jsonFile, reportJson(report));
writeFileSync(htmlFile, htmlReport(report));
console.log(`\nreport: ${jsonFile}\n        ${htmlFile}`);
process.exitCode = verdict.every((result) => result.passed) ? 0 : 1;
