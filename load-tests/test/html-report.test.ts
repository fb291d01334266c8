/// <reference lib="dom" />
/**
 * The HTML page of a load run, as an SRE opens it: Debian's Chromium (playwright-core, headless,
 * no sandbox) loads the file with the network cut off, and the page shows each scenario's
 * percentiles per operation and a requests-per-second chart drawn over the run's seconds. The
 * report is built from real runner samples, computed as `npm run load` computes them.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFigures, operationFigures, requestsPerSecond, type RunSamples } from '../src/figures.ts';
import { htmlReport } from '../src/html-report.ts';
import { reportJson, type LoadReport } from '../src/run-report.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const required = /^(1|true|yes)$/i.test(process.env.REQUIRE_SERVICES ?? '');
if (!existsSync(chromiumPath) && required)
  throw new Error(`REQUIRE_SERVICES=1 but no Chromium at ${chromiumPath}`);

/** Six seconds of a pages journey: the home page fast and often, the product page slower. */
function samples(): RunSamples {
  const operations: Record<string, number[]> = { 'page home': [], 'page product': [] };
  const finishedAtMs: number[] = [];
  const latenciesMs: number[] = [];
  for (let second = 0; second < 6; second++)
    for (let index = 0; index < 10 + second * 5; index++) {
      const [operation, ms] = index % 3 ? ['page home', 40 + index] : ['page product', 300 + index * 2];
      operations[operation]!.push(ms as number);
      latenciesMs.push(ms as number);
      finishedAtMs.push(second * 1000 + index * 10);
    }
  return {
    latenciesMs,
    operations,
    finishedAtMs,
    failed: 0,
    lost: 0,
    httpErrors: 0,
    iterations: 50,
    elapsedMs: 6_200,
  };
}

function report(): LoadReport {
  const run = samples();
  const figures = computeFigures(run);
  return {
    startedAt: '2026-12-06T05:00:00.000Z',
    baseUrl: 'http://127.0.0.1:3000',
    runner: 'autocannon',
    durationSeconds: 6,
    scenarios: [
      {
        name: 'pages-anonymous',
        description: 'A visitor opens the home page <and> a product.',
        p95BudgetMs: 1000,
        figures,
        operations: operationFigures(run),
        requestsPerSecond: requestsPerSecond(run),
        problems: { 'page product: HTTP 503': 2 },
      },
    ],
    verdict: [
      {
        scenario: 'pages-anonymous',
        label: 'p95 under 1000 ms',
        k6: 'http_req_duration p(95)<1000',
        measured: `${figures.p95.toFixed(1)} ms`,
        passed: true,
      },
    ],
  };
}

describe.skipIf(!existsSync(chromiumPath))('the HTML report in Chromium', () => {
  let browser: Browser;
  let file: string;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'load-report-'));
    file = path.join(dir, 'report.html');
    writeFileSync(file, htmlReport(report()));
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
  }, 60_000);
  afterAll(() => browser?.close());

  it('shows the percentiles per operation and a requests-per-second chart, fetching nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 1400 }, offline: true });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(pathToFileURL(file).href);

    expect(requested).toEqual([pathToFileURL(file).href]);
    const rows = await page.locator('tbody tr').allInnerTexts();
    expect(rows.map((row) => row.split('\t')[0])).toEqual(['page home', 'page product']);
    expect(await page.getByText('A visitor opens the home page <and> a product.').count()).toBe(1);
    expect(await page.getByText('2 × page product: HTTP 503').count()).toBe(1);

    const chart = page.locator('svg.chart').first();
    await expect(chart.isVisible()).resolves.toBe(true);
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeGreaterThan(100);
    // One point per whole second, rising as the samples do (10, 15, … 35 responses a second).
    const points = (await chart.locator('polyline.series').getAttribute('points'))!.split(' ');
    expect(points).toHaveLength(6);
    const heights = points.map((point) => Number(point.split(',')[1]));
    expect(heights).toEqual([...heights].sort((a, b) => b - a));
    const stroke = await chart.locator('polyline.series').evaluate((line) => getComputedStyle(line).stroke);
    expect(stroke).not.toBe('none');

    const screenshot = await chart.screenshot();
    writeFileSync(path.join(path.dirname(file), 'chart.png'), screenshot);
    expect(screenshot.length).toBeGreaterThan(2_000); // a drawn chart, not an empty box
    await context.close();
  }, 60_000);

  it('writes NaN figures of an empty operation as null in the JSON report', () => {
    const withEmpty = report();
    withEmpty.scenarios[0]!.operations.push({
      operation: 'page cart',
      requests: 0,
      p50: NaN,
      p95: NaN,
      p99: NaN,
      max: NaN,
    });
    const parsed = JSON.parse(reportJson(withEmpty)) as LoadReport;
    expect(parsed.scenarios[0]!.operations[2]).toEqual({
      operation: 'page cart',
      requests: 0,
      p50: null,
      p95: null,
      p99: null,
      max: null,
    });
    expect(parsed.scenarios[0]!.requestsPerSecond).toEqual([10, 15, 20, 25, 30, 35]);
  });
});
