/**
 * Main-thread blocking measured in Chromium itself, beside Lighthouse's simulated TBT: the page is
 * loaded with the CPU slowed 4x and the network at slow 4G by the browser (Lighthouse's mobile
 * settings), traced, and every
 * main-thread task over 50 ms counts its excess, from the navigation until the app has hydrated
 * (a page that hydrates on interaction: until it has loaded) and the network is idle. Lighthouse's default "simulate" mode instead multiplies the tasks of
 * an unthrottled trace by 4; on a machine where the shop's stack and the browser share two cores,
 * a task the browser had to wait for the CPU for counts four times, so the two figures side by
 * side tell a slow page from a busy machine.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { phoneContext } from './phone.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** Sum over the page's main-thread tasks of (duration - 50 ms), in ms, and the longest task. */
export async function measuredBlocking(
  browser: Browser,
  url: string,
  cookie: { name: string; value: string },
): Promise<{ blocking: number; longest: number }> {
  const context = await phoneContext(browser);
  await context.addCookies([{ ...cookie, url }]);
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
    // A page that hydrates on interaction (home) is measured as a shopper who has not touched it.
    if ((await page.locator('html[data-hydrate-on-interaction]').count()) === 0)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await browser.stopTracing();
    const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
    // The renderer's main thread is the one that parsed the document.
    const main = traceEvents.find((event) => event.name === 'ParseHTML');
    const tasks = traceEvents.filter(
      (event) => event.name === 'RunTask' && event.pid === main?.pid && event.tid === main?.tid,
    );
    if (tasks.length === 0) throw new Error(`blocking time: the trace of ${url} has no main-thread tasks`);
    const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
    return {
      blocking: durations.reduce((total, ms) => total + Math.max(0, ms - 50), 0),
      longest: Math.max(0, ...durations),
    };
  } finally {
    rmSync(file, { force: true });
    await context.close();
  }
}
