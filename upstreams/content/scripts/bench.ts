/**
 * `npm run bench -w upstreams/content`: latency of the storefront's hottest content read (the
 * filtered configs query behind the banner and newsletter) over real HTTP, against /healthz
 * measured in the same run as the baseline. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadOrCreateSecrets } from '@nails/platform';
import { startContent } from '../src/index.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 500);
const varDir = mkdtempSync(path.join(tmpdir(), 'content-bench-'));
process.env.LOG_LEVEL ??= 'silent';
const service = await startContent({ host: '127.0.0.1', port: 0, env: { VAR_DIR: varDir } });
const headers = { authorization: `Bearer ${loadOrCreateSecrets(varDir).contentApiToken}` };

async function measure(requestPath: string): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < rounds + 50; i += 1) {
    const started = performance.now();
    const response = await fetch(`${service.url}${requestPath}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${requestPath} answered ${response.status}`);
    if (i >= 50) timings.push(performance.now() - started); // the first 50 warm up
  }
  return timings.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const row = (name: string, sorted: number[], baseline?: number[]) => {
  const median = percentile(sorted, 50);
  const ratio = baseline ? ` ×${(median / percentile(baseline, 50)).toFixed(2)} of baseline` : '';
  return `${name.padEnd(34)} median ${median.toFixed(3)} ms  p95 ${percentile(sorted, 95).toFixed(3)} ms  p99 ${percentile(sorted, 99).toFixed(3)} ms${ratio}`;
};

try {
  const baseline = await measure('/healthz');
  const banner = await measure(
    '/api/configs?filters[key][$eq]=top_banner_bg&filters[is_open][$eq]=true&locale=de',
  );
  const links = await measure(
    '/api/links?populate=*&filters[group_slug][$eq]=top_text&filters[is_open][$eq]=true&sort=sort:asc&locale=fr',
  );
  console.log(`content service, ${rounds} sequential requests each`);
  console.log(row('GET /healthz (baseline)', baseline));
  console.log(row('GET filtered configs (banner)', banner, baseline));
  console.log(row('GET top_text links, sorted', links, baseline));
} finally {
  await service.close();
  rmSync(varDir, { recursive: true, force: true });
}
