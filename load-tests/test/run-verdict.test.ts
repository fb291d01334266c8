/**
 * `npm run load` as an SRE runs it, against the whole shop started as `npm start` starts it
 * (with the built storefront, so pages render): one PASS/FAIL line per threshold and exit 0 when
 * all hold, the p95 of every operation (pages among them) and a JSON and HTML report; with an
 * impossible p95 budget the same run fails that threshold and exits 1. The passing run gets a
 * generous p95 budget: the real budgets are a measurement of the reference machine (README), and
 * a timed assertion on a shared CI box would be flaky; the failed-request and check thresholds
 * stay as they are.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '@nails/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type Shop } from '../../ops/test/support/service-process.ts';
import { ensureWebBuild } from '../../tests/e2e/support/stack.ts';
import type { LoadReport } from '../src/run-report.ts';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function load(
  args: string[],
  how: { npmFrom?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = how.npmFrom
    ? spawn('npm', ['run', 'load', '--', ...args], { cwd: how.npmFrom })
    : spawn(process.execPath, ['--import', 'tsx', 'src/run.ts', ...args], {
        cwd: packageDir,
        env: { ...process.env, ...how.env },
      });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

let shop: Shop;
beforeAll(async () => {
  // The pages render from the built storefront, as under npm start.
  ensureWebBuild();
  // TRUST_PROXY: every journey is its own shopper address (load-tests/README.md, "Rate limits").
  shop = await startShop({ TRUST_PROXY: '1', WEB_DIST_DIR: path.join(repoRoot, 'web', 'dist') });
}, 300_000);
afterAll(() => shop?.close());

describe('npm run load verdict against the started shop', () => {
  it('prints a PASS line per threshold and exits 0 when every threshold holds', async () => {
    const run = await load([
      '--base-url',
      shop.gatewayUrl,
      '--scenarios',
      'search,product-detail',
      '--duration',
      '2',
      '--p95-budget',
      '30000',
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    for (const scenario of ['search', 'product-detail'])
      for (const label of ['p95 under 30000 ms', 'failed requests under 1 %', 'checks passing over 99 %'])
        expect(run.stdout).toMatch(new RegExp(`^PASS  ${scenario}\\s+${label}: `, 'm'));
    expect(run.stdout).toContain('verdict: PASS (6 of 6 thresholds met)');
  }, 120_000);

  it('loads the pages, prints the p95 of every operation and writes a JSON and an HTML report', async () => {
    const reportDir = mkdtempSync(path.join(tmpdir(), 'load-reports-'));
    const run = await load([
      '--base-url',
      shop.gatewayUrl,
      '--scenarios',
      'pages-anonymous,pages-shopper',
      // Long enough for every step of a journey on a busy machine (a page's first render is cold).
      '--duration',
      '10',
      '--connections',
      '2',
      '--p95-budget',
      '30000',
      '--report-dir',
      reportDir,
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const operations = [
      ['pages-anonymous', 'page home'],
      ['pages-anonymous', 'page category'],
      ['pages-anonymous', 'page product'],
      ['pages-shopper', 'LoadCatalogue'],
      ['pages-shopper', 'LoadAddToCart'],
      ['pages-shopper', 'page cart'],
      ['pages-shopper', 'page checkout'],
    ];
    for (const [scenario, operation] of operations)
      expect(run.stdout).toMatch(
        new RegExp(`^${scenario}\\s+${operation}\\s+\\d+\\s+[\\d.]+ ms\\s+[\\d.]+ ms`, 'm'),
      );
    const [, jsonFile, htmlFile] = /^report: (\S+\.json)\n\s+(\S+\.html)$/m.exec(run.stdout) ?? [];
    const report = JSON.parse(readFileSync(jsonFile!, 'utf8')) as LoadReport;
    expect(report.scenarios.map((scenario) => scenario.name)).toEqual(['pages-anonymous', 'pages-shopper']);
    for (const scenario of report.scenarios) {
      expect(scenario.figures.errorRate, scenario.name).toBe(0);
      expect(scenario.requestsPerSecond.length, scenario.name).toBeGreaterThanOrEqual(2);
      for (const operation of scenario.operations)
        expect(operation.p95, operation.operation).toBeGreaterThan(0);
    }
    expect(readFileSync(htmlFile!, 'utf8')).toContain('<svg class="chart"');
  }, 180_000);

  it('hands --runner k6 to k6, and says how to install it when there is none', async () => {
    // An empty PATH: no k6 on it, whatever this machine has installed (node is started by its path).
    const run = await load(['--base-url', shop.gatewayUrl, '--runner', 'k6', '--duration', '5'], {
      env: { PATH: mkdtempSync(path.join(tmpdir(), 'no-k6-')) },
    });
    expect(run.code, run.stdout + run.stderr).toBe(2);
    expect(run.stderr).toContain('[load] k6 could not be started');
    expect(run.stderr).toContain('load-tests/README.md "k6"');
  }, 60_000);

  it('runs as npm run load from the repository root and from inside load-tests/', async () => {
    for (const npmFrom of [repoRoot, packageDir]) {
      const run = await load(['--help'], { npmFrom });
      expect(run.code, `${npmFrom}: ${run.stdout}${run.stderr}`).toBe(0);
      expect(run.stdout, npmFrom).toContain('usage: npm run load -- [options]');
    }
  }, 60_000);

  it('fails the p95 threshold and exits 1 with an impossible budget', async () => {
    const run = await load([
      '--base-url',
      shop.gatewayUrl,
      '--scenarios',
      'search',
      '--duration',
      '2',
      '--p95-budget',
      '0.001',
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL {2}search {2}p95 under 0\.001 ms: \d+\.\d ms {2}\(k6: http_req_duration p\(95\)<0\.001\)$/m,
    );
    expect(run.stdout).toMatch(/^PASS {2}search {2}failed requests under 1 %/m);
    expect(run.stdout).toContain('verdict: FAIL (1 of 3 thresholds missed)');
  }, 120_000);

  it('answers --help with its options and a bad argument with one line, the usage and exit 2', async () => {
    const help = await load(['--help']);
    expect(help.code).toBe(0);
    for (const option of [
      '--base-url',
      '--duration',
      '--connections',
      '--scenarios',
      '--p95-budget',
      '--help',
    ])
      expect(help.stdout).toContain(option);
    const bad = await load(['--base-url', shop.gatewayUrl, '--scenario', 'search']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe("load: Unknown option '--scenario'");
    expect(bad.stderr.split('\n')[1]).toBe('usage: npm run load -- [options]');
  }, 60_000);
});
