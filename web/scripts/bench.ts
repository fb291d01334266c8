/**
 * `npm run bench -w web`: what the storefront costs a shopper on a phone, measured by the real
 * Lighthouse 12.8.2 (mobile preset: Moto G Power emulation, 4x CPU slowdown, simulated slow 4G)
 * in Debian's Chromium (`CHROME_PATH`, default /usr/bin/chromium).
 *  1. Bytes: gzip size of the JavaScript and CSS the home page loads before any interaction
 *     (budget: 120 KB of JavaScript), and of the JavaScript its first interaction loads (the app,
 *     app/takeover.ts).
 *  2. Lighthouse on home, a listing and a product page, BENCH_RUNS times each (default 3), beside
 *     the size guide (no data, no images) as the baseline of the same run: median performance
 *     score, FCP, LCP, TBT, CLS and bytes transferred, and each page's LCP as a ratio of the
 *     baseline's.
 *  3. Main-thread blocking measured in Chromium at 4x CPU slowdown and slow 4G (blocking-time.ts) on
 *     the same pages, median of BENCH_RUNS: the real counterpart of Lighthouse's simulated TBT.
 * Prints figures; asserts nothing.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../tests/e2e/support/browser.ts';
import { measuredBlocking } from './blocking-time.ts';
import { phoneContext } from './phone.ts';
import { startStack } from '../../tests/e2e/support/stack.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = {
  baseline: '/size-guide',
  home: '/',
  listing: '/products',
  product: '/product/rose-french-almond-press-on-nails',
};

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

// The newsletter modal waits for a first visit's delay (spec §4); a shopper who saw it recently
// does not get it, which is the page Lighthouse should score.
const seenNewsletter = () => `newsletter_last_shown=${Date.now()}`;

async function lighthouseRun(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: { Cookie: seenNewsletter() },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

/**
 * A Lighthouse run whose trace came back without the page's navigation (NO_NAVSTART, NO_FCP: the
 * browser lost the trace, which happens on this shared machine under load) measured nothing; it
 * is run again, at most twice, and said so. Any other error ends the bench.
 */
async function measured(port: number, url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(port, url);
    } catch (error) {
      const lostTrace = error instanceof Error && /NO_NAVSTART|NO_FCP|NO_LCP/.test(error.message);
      if (!lostTrace || attempt === 3) throw error;
      console.log(`  (${url}: ${error.message.split(' ')[1]} on attempt ${attempt}, measured again)`);
    }
  }
}

interface HomeBytes {
  js: number;
  css: number;
  files: number;
  /** JavaScript the first interaction brings (the app, hydrating the page). */
  jsAtInteraction: number;
}

/** Bytes of JavaScript and CSS the home page loads before any interaction, gzip level 9. */
async function homeBytes(browser: Browser, baseURL: string): Promise<HomeBytes> {
  const context = await phoneContext(browser, baseURL);
  const page = await context.newPage();
  let bodies: Promise<{ type: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      bodies.push(response.body().then((body) => ({ type, bytes: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const before = await Promise.all(bodies);
  bodies = [];
  // The shopper's first interaction (a key that neither scrolls nor types) starts the app.
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const after = await Promise.all(bodies);
  await context.close();
  const sum = (list: { type: string; bytes: number }[], type: string) =>
    list.filter((item) => item.type === type).reduce((total, item) => total + item.bytes, 0);
  return {
    js: sum(before, 'script'),
    css: sum(before, 'stylesheet'),
    files: before.length,
    jsAtInteraction: sum(after, 'script'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const stack = await startStack();
try {
  const browser = await launchChromium();
  try {
    const bytes = await homeBytes(browser, stack.url);
    console.log(
      `home before interaction (gzip): JavaScript ${kb(bytes.js)} (budget 120 KB), CSS ${kb(bytes.css)}, ${bytes.files} files`,
    );
    console.log(
      `home at the first interaction (gzip): JavaScript ${kb(bytes.jsAtInteraction)} more (the app)`,
    );
    console.log(
      `Chromium at 4x CPU slowdown and slow 4G, ${runs} runs per page (median): main-thread blocking, longest task`,
    );
    for (const [name, pagePath] of Object.entries(pages)) {
      const figures: Awaited<ReturnType<typeof measuredBlocking>>[] = [];
      for (let run = 0; run < runs; run += 1)
        figures.push(
          await measuredBlocking(browser, new URL(pagePath, stack.url).href, {
            name: 'newsletter_last_shown',
            value: String(Date.now()),
          }),
        );
      const pick = (key: 'blocking' | 'longest') => median(figures.map((figure) => figure[key])).toFixed(0);
      console.log(
        `  ${name.padEnd(8)} ${pagePath.padEnd(45)} blocking ${pick('blocking')} ms  longest task ${pick('longest')} ms`,
      );
    }
  } finally {
    await browser.close();
  }

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results: Record<string, Figures[]> = {};
    for (const [name, path] of Object.entries(pages)) {
      results[name] = [];
      for (let run = 0; run < runs; run += 1)
        results[name].push(await measured(chrome.port, new URL(path, stack.url).href));
    }
    const baselineLcp = median((results.baseline ?? []).map((figures) => figures.lcp));
    console.log(`Lighthouse 12.8.2, mobile preset, ${runs} runs per page (median; worst score):`);
    for (const [name, list] of Object.entries(results)) {
      const pick = (key: keyof Figures) => median(list.map((figures) => figures[key]));
      const lcp = pick('lcp');
      console.log(
        `  ${name.padEnd(8)} ${pages[name as keyof typeof pages].padEnd(45)} performance ${pick('score')} (worst ${Math.min(...list.map((figures) => figures.score))})  FCP ${pick('fcp').toFixed(0)} ms  LCP ${lcp.toFixed(0)} ms  TBT ${pick('tbt').toFixed(0)} ms  CLS ${pick('cls').toFixed(3)}  ${kb(pick('bytes'))}  LCP x${(lcp / baselineLcp).toFixed(2)} of baseline`,
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  await stack.close();
}
