// one-off probe (not committed): self time by script and by function during a page load, sampled
import { chromium } from 'playwright-core';
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
await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60000 });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
await b.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map();
for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
const dt = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
const byUrl = {}, byFn = {};
for (const [id, c] of counts) {
  const n = byId.get(id); const f = n.callFrame;
  const u = f.url.split('/').pop() || f.functionName || '(native)';
  byUrl[u] = (byUrl[u] ?? 0) + c * dt;
  const k = `${f.functionName || '(anon)'} ${u}:${f.lineNumber}:${f.columnNumber}`;
  byFn[k] = (byFn[k] ?? 0) + c * dt;
}
const top = (o, n) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `  ${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n');
console.log('self time by script\n' + top(byUrl, 18));
console.log('self time by function\n' + top(byFn, 30));

import { SourceMapConsumer } from 'source-map-js';
import { readFileSync } from 'node:fs';
const maps = {};
for (const [k, v] of Object.entries(byFn).sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  const m = k.match(/ (\S+\.js):(\d+):(\d+)$/); if (!m) continue;
  try { maps[m[1]] ??= new SourceMapConsumer(JSON.parse(readFileSync('dist/assets/' + m[1] + '.map', 'utf8'))); } catch { continue; }
  const o = maps[m[1]].originalPositionFor({ line: +m[2] + 1, column: +m[3] });
  console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k} -> ${o.source?.split('node_modules/').pop()}:${o.line} ${o.name ?? ''}`);
}
