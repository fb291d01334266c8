/**
 * Main-thread blocking and a first tap measured in Chromium itself, beside Lighthouse's simulated
 * TBT: the page is loaded with the CPU slowed 4x and the network at slow 4G by the browser
 * (Lighthouse's mobile settings) and traced from the navigation until the app has hydrated (the
 * home page too: it takes itself over once idle) and the network is idle; then, where the page
 * has one, the shopper's first tap (`tap`) runs and is traced until it has been answered.
 * Every main-thread task over 50 ms counts as a long task and adds its excess to the blocking.
 * The tap's INP is the longest event duration Chromium reports for an interaction
 * (PerformanceObserver `event` entries with an `interactionId`, what web-vitals reads), from the
 * tap to the next paint. Lighthouse's default "simulate" mode instead multiplies the tasks of an
 * unthrottled trace by 4; on a machine where the shop's stack and the browser share two cores, a
 * task that waited for the CPU counts four times, so the two figures side by side tell a slow page
 * from a busy machine.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { phoneContext } from './phone.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

export interface PageFigures {
  /** Sum over main-thread tasks of (duration - 50 ms), in ms. */
  blocking: number;
  longest: number;
  /** Tasks over 50 ms. */
  longTasks: number;
  /**
   * The same two after the navigation's own task (the one that commits the navigation and starts
   * parsing the document, before any of the page's scripts): the page's load, hydration and tap.
   */
  longestAfterCommit: number;
  longTasksAfterCommit: number;
  /** From the navigation to `<html data-hydrated>`, in ms. */
  hydrated: number;
  /** The first tap's interaction to next paint, in ms (0: under 16 ms); undefined without a tap. */
  inp?: number;
}

/** The shopper's first tap on a hydrated page; resolves once the page has answered it. */
export type Tap = (page: Page) => Promise<void>;

/** Collects the page's interactions' durations (as web-vitals does), from its first script on. */
const watchInteractions = () => {
  const durations: number[] = [];
  (window as unknown as { interactionDurations: number[] }).interactionDurations = durations;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
      if (entry.interactionId) durations.push(entry.duration);
    // 16 ms is the smallest threshold Chromium accepts: shorter interactions are not reported.
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
};

export async function measuredPage(
  browser: Browser,
  url: string,
  cookies: { name: string; value: string }[],
  tap?: Tap,
): Promise<PageFigures> {
  const context = await phoneContext(browser);
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
  await context.addInitScript(watchInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Lighthouse's mobile network (slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up).
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const file = path.join(tmpdir(), `blocking-${process.pid}-${Date.now()}.json`);
  try {
    await browser.startTracing(page, {
      path: file,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    const hydrated = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    let inp: number | undefined;
    if (tap) {
      await tap(page);
      // The interaction's entry arrives after its next paint.
      await page.waitForTimeout(500);
      // None reported: every interaction took under 16 ms (0 here, printed as "< 16 ms").
      inp = await page.evaluate(() =>
        Math.max(0, ...(window as unknown as { interactionDurations: number[] }).interactionDurations),
      );
    }
    await browser.stopTracing();
    const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
    // The renderer's main thread is the one that parsed the document.
    const main = traceEvents
      .filter((event) => event.name === 'ParseHTML')
      .reduce<TraceEvent | undefined>(
        (first, event) => (first && first.ts <= event.ts ? first : event),
        undefined,
      );
    const tasks = traceEvents.filter(
      (event) => event.name === 'RunTask' && event.pid === main?.pid && event.tid === main?.tid,
    );
    if (!main || tasks.length === 0)
      throw new Error(`blocking time: the trace of ${url} has no main-thread tasks`);
    const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
    // The task that holds the document's first parse commits the navigation: at 4x CPU it alone
    // takes 50-100 ms on some loads of any page, the size guide's too, before a script has run.
    const afterCommit = durations.filter((_, index) => tasks[index]!.ts > main.ts);
    return {
      blocking: durations.reduce((total, ms) => total + Math.max(0, ms - 50), 0),
      longest: Math.max(0, ...durations),
      longTasks: durations.filter((ms) => ms > 50).length,
      longestAfterCommit: Math.max(0, ...afterCommit),
      longTasksAfterCommit: afterCommit.filter((ms) => ms > 50).length,
      hydrated,
      inp,
    };
  } finally {
    rmSync(file, { force: true });
    await context.close();
  }
}
