import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const raw = readFileSync(process.argv[2], 'utf8');
const styles = [...raw.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
const body = raw.slice(raw.indexOf('<body'), raw.indexOf('</body>')).replace(/<script[\s\S]*?<\/script>/g, '').replace(/^<body[^>]*>/, '');
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], headless: true });
const extra = { 'cv cards': '._card_3fa0j_1{content-visibility:auto;contain-intrinsic-size:auto 300px}', 'cv footer': 'footer{content-visibility:auto;contain-intrinsic-size:auto 600px}', 'cv both': '._card_3fa0j_1{content-visibility:auto;contain-intrinsic-size:auto 300px} footer{content-visibility:auto;contain-intrinsic-size:auto 600px}' };
for (const variant of ['as is', 'cv cards', 'cv footer', 'cv both', 'as is', 'cv cards', 'cv footer', 'cv both', 'as is', 'cv both']) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
  const p = await ctx.newPage();
  await p.goto('about:blank');
  const ms = await p.evaluate(([styles, body, variant, extraCss]) => {
    const style = document.createElement('style');
    style.textContent = styles + extraCss;
    document.head.append(style);
    const root = document.createElement('div');
    root.innerHTML = variant === 'no images' ? body.replace(/<img[^>]*>/g, '').replace(/<svg[\s\S]*?<\/svg>/g, '') : body;
    root.style.display = 'none';
    document.body.append(root);
    document.body.offsetHeight;
    const start = performance.now();
    root.style.display = '';
    document.body.offsetHeight;
    return performance.now() - start;
  }, [styles, body, variant, extra[variant] ?? ""]);
  console.log(variant.padEnd(10), ms.toFixed(1), 'ms');
  await ctx.close();
}
await b.close();
