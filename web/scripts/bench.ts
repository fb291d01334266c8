/// <reference lib="dom" />
/**
 * `npm run bench -w web`: what the storefront costs a shopper on a phone.
 *  1. Bytes: gzip size of the JavaScript and CSS the home page loads before any interaction.
 *  2. Speed: FCP, LCP, TBT, CLS and a Lighthouse-style performance score for home, a listing and
 *     a product page under mobile emulation (412x823, DPR 1.75, 4x CPU slowdown, slow 4G), each
 *     loaded BENCH_RUNS times (default 3, cold cache); medians and worst runs, and each page's LCP
 *     as a ratio of a baseline measured in the same run: the size guide (no data, no images).
 * Prints figures; asserts nothing.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../tests/e2e/support/browser.ts';
import { startStack } from '../../tests/e2e/support/stack.ts';
import { performanceScore, type Metrics } from './lighthouse-score.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = {
  baseline: '/size-guide',
  home: '/',
  listing: '/products',
  product: '/product/rose-french-almond-press-on-nails',
};

async function mobilePage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  await context.addCookies([
    {
      name: 'newsletter_last_shown',
      value: String(Date.now()),
      domain: new URL(baseURL).hostname,
      path: '/',
    },
  ]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  // Lighthouse's "slow 4G": 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(() => {
    const state = { lcp: 0, cls: 0, tbt: 0, fcp: 0 };
    (window as unknown as { __metrics: typeof state }).__metrics = state;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => (state.lcp = entry.startTime)),
    ).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) state.cls += shift.value;
      }),
    ).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => (state.tbt += Math.max(0, entry.duration - 50))),
    ).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) =>
      list
        .getEntries()
        .forEach((entry) => entry.name === 'first-contentful-paint' && (state.fcp = entry.startTime)),
    ).observe({ type: 'paint', buffered: true });
  });
  return page;
}

async function measure(browser: Browser, baseURL: string, path: string): Promise<Metrics> {
  const page = await mobilePage(browser, baseURL);
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const metrics = await page.evaluate(() => (window as unknown as { __metrics: Metrics }).__metrics);
  await page.context().close();
  return metrics;
}

async function homeBytes(
  browser: Browser,
  baseURL: string,
): Promise<{ js: number; css: number; files: number }> {
  const page = await mobilePage(browser, baseURL);
  const bodies: Promise<{ type: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      bodies.push(response.body().then((body) => ({ type, bytes: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(bodies);
  await page.context().close();
  const sum = (type: string) =>
    all.filter((item) => item.type === type).reduce((total, item) => total + item.bytes, 0);
  return { js: sum('script'), css: sum('stylesheet'), files: all.length };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const stack = await startStack();
const browser = await launchChromium();
try {
  const bytes = await homeBytes(browser, stack.url);
  console.log(
    `home before interaction (gzip): JavaScript ${kb(bytes.js)}, CSS ${kb(bytes.css)}, ${bytes.files} files`,
  );
  const results: Record<string, Metrics[]> = {};
  for (const [name, path] of Object.entries(pages)) {
    results[name] = [];
    for (let run = 0; run < runs; run += 1) results[name].push(await measure(browser, stack.url, path));
  }
  const baselineLcp = median((results.baseline ?? []).map((metrics) => metrics.lcp));
  console.log(`mobile emulation, ${runs} cold loads per page (median / worst):`);
  for (const [name, list] of Object.entries(results)) {
    const pick = (key: keyof Metrics) => list.map((metrics) => metrics[key]);
    const scores = list.map(performanceScore);
    const lcp = median(pick('lcp'));
    console.log(
      `  ${name.padEnd(8)} ${pages[name as keyof typeof pages].padEnd(45)} score ${median(scores)} / ${Math.min(...scores)}  LCP ${lcp.toFixed(0)} / ${Math.max(...pick('lcp')).toFixed(0)} ms  FCP ${median(pick('fcp')).toFixed(0)} ms  TBT ${median(pick('tbt')).toFixed(0)} ms  CLS ${median(pick('cls')).toFixed(3)}  LCP x${(lcp / baselineLcp).toFixed(2)} of baseline`,
    );
  }
} finally {
  await browser.close();
  await stack.close();
}
