import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], headless: true });
for (let k = 0; k < 3; k++) {
  const p = await b.newPage();
  await p.goto('data:text/html,<p>x</p>');
  console.log(await p.evaluate(() => {
    const t = (f) => { const s = performance.now(); f(); return (performance.now() - s).toFixed(1); };
    return [
      'num', t(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(1)),
      'date', t(() => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date())),
      'plural', t(() => new Intl.PluralRules('de').select(2)),
      'num-de', t(() => new Intl.NumberFormat('de-DE').format(1)),
    ].join(' ');
  }));
  const p2 = await b.newPage(); await p2.goto('data:text/html,<p>y</p>');
  console.log('plural first', await p2.evaluate(() => { const s = performance.now(); new Intl.PluralRules('en-US').select(2); return (performance.now() - s).toFixed(1); }));
}
await b.close();
