// one-off probe: CPU profile of a page load, cut into busy stretches (no idle sample for > 4 ms), with what ran in each
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { readFileSync } from 'node:fs';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], headless: true });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
await ctx.addCookies([{ name: 'newsletter_last_shown', value: String(Date.now()), url }]);
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 60000, polling: 500 });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
await b.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const maps = {};
const where = (f) => {
  const file = f.url.split('/').pop();
  if (!file.endsWith('.js')) return file || f.functionName || '(native)';
  try { maps[file] ??= new SourceMapConsumer(JSON.parse(readFileSync('dist/assets/' + file + '.map', 'utf8'))); } catch { return file; }
  const o = maps[file].originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  return `${(o.source ?? file).split('node_modules/').pop().replace('../../src/', '')}${o.name ? ' ' + o.name : ''}`;
};
let t = profile.startTime; const samples = [];
profile.samples.forEach((id, i) => { t += profile.timeDeltas[i]; samples.push({ id, t }); });
let run = [];
const flush = () => {
  if (run.length < 2) { run = []; return; }
  const span = (run.at(-1).t - run[0].t) / 1000;
  if (span >= 20) {
    const agg = {};
    for (const s of run) {
      // attribute to the nearest frame with a URL of ours (the script that asked for the work)
      let n = byId.get(s.id); let label = n.callFrame.functionName || n.callFrame.url || '(native)';
      let m = n; while (m && !m.callFrame.url.includes('/assets/')) m = byId.get(parent.get(m.id));
      if (m) label = where(m.callFrame) + (n !== m ? ` [${n.callFrame.functionName || 'native'}]` : '');
      agg[label] = (agg[label] ?? 0) + 0.2;
    }
    const top = Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ');
    console.log(`at ${((run[0].t - profile.startTime) / 1000).toFixed(0)} ms, ${span.toFixed(0)} ms: ${top}`);
  }
  run = [];
};
for (const s of samples) {
  const name = byId.get(s.id).callFrame.functionName;
  if (name === '(idle)') { if (run.length && s.t - run.at(-1).t > 4000) flush(); continue; }
  if (run.length && s.t - run.at(-1).t > 4000) flush();
  run.push(s);
}
flush();
