import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], headless: true });
for (let k = 0; k < 2; k++) {
  const p = await b.newPage();
  await p.goto('data:text/html,<p>x</p>');
  console.log(await p.evaluate(() => {
    const t = (f) => { const s = performance.now(); f(); return (performance.now() - s).toFixed(1); };
    const codes = []; for (let a = 65; a < 91; a++) for (let c = 65; c < 91; c++) codes.push(String.fromCharCode(a, c));
    let names;
    const out = ['displaynames', t(() => { const n = new Intl.DisplayNames(['en-US'], { type: 'region' }); names = codes.slice(0, 250).map((c) => { try { return n.of(c) ?? c } catch { return c } }); })];
    out.push('sort localeCompare', t(() => [...names].sort((a, b) => a.localeCompare(b, 'en-US'))));
    out.push('sort again', t(() => [...names].sort((a, b) => a.localeCompare(b, 'en-US'))));
    out.push('collator sort', t(() => { const c = new Intl.Collator('en-US'); [...names].sort(c.compare); }));
    return out.join(' ');
  }));
}
await b.close();
