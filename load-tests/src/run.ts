/**
 * `npm run load`: runs the load scenarios (src/scenarios.ts, the same ones the k6 scripts run)
 * one after the other against BASE_URL with autocannon, and prints per-scenario throughput,
 * p50/p95/p99 and error rate. Exits 1 when any request failed.
 */
import { runWithAutocannon } from './autocannon-run.ts';
import { cookieHeader, storeCookies, type Jar } from './cookies.ts';
import { computeFigures } from './figures.ts';
import { formatReport, type ScenarioReport } from './report.ts';
import {
  evaluate,
  findScenario,
  initialShared,
  journeyHeaders,
  scenarios,
  type Scenario,
} from './scenarios.ts';
import { loadRunnerSettings } from './settings.ts';

const settings = loadRunnerSettings();
const baseUrl = settings.BASE_URL.replace(/\/$/, '');
const runId = Date.now().toString(36);
const selected = settings.LOAD_SCENARIOS
  ? settings.LOAD_SCENARIOS.split(',').map((name) => findScenario(name.trim()))
  : scenarios;
const shared = initialShared(runId, { ...process.env, LOAD_PAYMENT_METHOD: settings.LOAD_PAYMENT_METHOD });

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
      const request = step.request(ctx);
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        // Setup shoppers come from addresses the load journeys do not use.
        headers: {
          ...journeyHeaders(scenario, { ...ctx, sequence: 100_000 + sequence }),
          cookie: cookieHeader(jar),
        },
        body: JSON.stringify(request),
      });
      storeCookies(jar, response.headers.getSetCookie());
      const problem = evaluate(step, response.status, await response.text(), ctx);
      if (problem) throw new Error(`${scenario.name} setup ${request.operationName} failed: ${problem}`);
    }
  }
}

await ensureReachable();
console.log(`[load] ${selected.length} scenario(s) against ${baseUrl}, ${settings.LOAD_DURATION}s each\n`);
const reports: ScenarioReport[] = [];
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
  reports.push({ name: scenario.name, figures, p95BudgetMs: scenario.p95BudgetMs, problems: run.problems });
  console.log(
    `[load] ${scenario.name}: ${figures.requests} requests, ${figures.requestsPerSecond.toFixed(1)} req/s, p95 ${figures.p95.toFixed(1)} ms, errors ${(figures.errorRate * 100).toFixed(2)} %`,
  );
}
console.log(`\n${formatReport(reports)}`);
if (
  reports.some((report) => [...report.problems.keys()].some((problem) => problem.includes('RATE_LIMITED')))
) {
  console.log(
    '\n[load] The gateway rate-limited journeys: every journey sends its own client address as X-Forwarded-For,\n' +
      '       which the gateway only honours with TRUST_PROXY=1 (e.g. TRUST_PROXY=1 npm start); otherwise all load\n' +
      '       comes from one address and the per-address limits (checkout, registration, login) apply to all of it.',
  );
}
const failed = reports.reduce(
  (sum, report) => sum + Math.round(report.figures.errorRate * report.figures.requests),
  0,
);
process.exitCode = failed > 0 ? 1 : 0;
