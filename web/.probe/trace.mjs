// one-off probe (not committed): top-level main-thread tasks >= 10 ms of a page load, with what they contain
import { chromium } from 'playwright-core';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], headless: true });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
await ctx.addCookies([{ name: 'newsletter_last_shown', value: String(Date.now()), url }]);
const page = await ctx.newPage();
await b.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'] });
await page.goto(url);
await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60000 });
await page.waitForTimeout(1500);
const buf = await b.stopTracing();
await b.close();
const events = JSON.parse(buf.toString()).traceEvents;
const mains = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const of = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X');
const mine = mains.map(of).sort((a, b) => b.length - a.length)[0];
const tasks = mine.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur >= 8000);
const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? tasks[0]?.ts;
for (const t of tasks) {
  const inner = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur >= 1000);
  const agg = {};
  for (const e of inner) { const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop().slice(0, 24) : ''); agg[k] = (agg[k] ?? 0) + e.dur; }
  const parts = Object.entries(agg).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`);
  console.log(`at ${((t.ts - nav) / 1000).toFixed(0)} ms  ${(t.dur / 1000).toFixed(1)} ms: ${parts.slice(0, 8).join(' | ')}`);
}
for (const e of mine.filter((e) => ['EvaluateScript', 'v8.evaluateModule', 'v8.compile', 'v8.compileModule', 'FunctionCall'].includes(e.name) && e.dur > 10000))
  console.log(e.name, ((e.ts - nav) / 1000).toFixed(0), (e.dur / 1000).toFixed(1), JSON.stringify(e.args).slice(0, 200));
