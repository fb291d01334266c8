/**
 * Anonymous storefront pages as `npm start` serves them (the built web app, commerce and
 * content in processes of their own): for home, `/products` and a product page, the kept page's
 * throughput against a built JavaScript asset's from the same gateway (alternating rounds, the
 * ratio per round), the same pages rendered afresh (page cache off, catalogue cache on) with
 * where one render's time goes, their p99, and the first product page of a gateway process just
 * started. Needs `npm run build -w web`. Prints figures; asserts nothing about time.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '@nails/platform';
import { findRedis } from '@nails/tests/support/services';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { startGatewayProcess } from '../test/support/gateway-process.ts';
import { load, median, type LoadRun } from './support/load.ts';
import { startUpstreamProcess } from './support/upstream-processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 8;
const distDir = path.join(repoRoot, 'web', 'dist');
if (!existsSync(path.join(distDir, '.server', 'entry-server.js'))) {
  console.log('pages: no web build with a server entry (web/dist/.server); run `npm run build -w web` first');
  process.exit(0);
}
// What a phone's browser sends: the kept page and the asset both answer brotli.
const browser = { 'accept-encoding': 'br, gzip', 'content-type': 'text/html' };

// A loaded machine's figures say little: they are quoted with the load average, first and last.
const loadAtStart = loadavg()[0]!;
const varDir = mkdtempSync(path.join(tmpdir(), 'gw-pages-bench-'));
const content = await startUpstreamProcess('content', varDir);
const commerce = await startUpstreamProcess('commerce', varDir);
const firstProducts = await fetch(`${commerce.url}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ products(first: 3) { nodes { slug } } }' }),
});
const slugs = (
  (await firstProducts.json()) as { data: { products: { nodes: { slug: string }[] } } }
).data.products.nodes.map((node) => node.slug);
const env = {
  VAR_DIR: varDir,
  COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
  CONTENT_API_URL: content.url,
  WEB_DIST_DIR: distDir,
};

/**
 * A gateway process just started: how long it takes to listen, its first product page asked the
 * moment it listens, and a product page nobody asked for once its warm-up is done.
 */
async function coldStart() {
  const spawned = performance.now();
  const gateway = await startGatewayProcess({ ...env, REDIS_URL: '' });
  const listening = performance.now() - spawned;
  try {
    const timed = async (url: string) => {
      const started = performance.now();
      const answer = await fetch(`${gateway.url}${url}`, { headers: browser });
      await answer.arrayBuffer();
      return { ms: performance.now() - started, status: answer.status };
    };
    const first = await timed(`/product/${slugs[1]}`);
    for (const deadline = Date.now() + 30_000; !gateway.output().includes('storefront warmed');) {
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const afterWarm = await timed(`/product/${slugs[2]}`);
    return { listening, first, afterWarm };
  } finally {
    await gateway.kill('SIGTERM');
  }
}
const cold = await coldStart();

const redisUrl = (await findRedis()).url;
const redisPrefix = `bench:pages:${process.pid}:`;
const gatewayFor = (pageCache: boolean) =>
  buildApp(
    loadGatewayConfig({
      ...env,
      PAGE_CACHE_ENABLED: pageCache ? '1' : '0',
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
    }),
    { logger: false },
  );
const listen = (app: FastifyInstance) => app.listen({ host: '127.0.0.1', port: 0 });

const kept = await gatewayFor(true);
const keptUrl = await listen(kept);
const fresh = await gatewayFor(false);
// Where an uncached render's time goes: the spans of its /graphql operations (run in-process).
const spans: [number, number][] = [];
fresh.addHook('onResponse', async (request, reply) => {
  if (request.url === '/graphql') spans.push([performance.now() - reply.elapsedTime, performance.now()]);
});
const freshUrl = await listen(fresh);

const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const asset = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(template)?.[1];
if (!asset) throw new Error('no module script in web/dist/index.html');
const assetFile = path.join(distDir, asset);
const assetBytes = existsSync(`${assetFile}.br`)
  ? statSync(`${assetFile}.br`).size
  : statSync(assetFile).size;

const pages = [
  { name: 'home', url: '/' },
  { name: 'listing', url: '/products' },
  { name: 'product', url: `/product/${slugs[0]}` },
];
// Each page rendered once in both gateways, and kept (a render on a busy machine may miss its
// data within the budget: it is then not kept, and asked again).
for (const page of pages) {
  await (await fetch(`${freshUrl}${page.url}`, { headers: browser })).arrayBuffer();
  let state: string | null = null;
  for (let attempt = 0; attempt < 10 && state !== 'hit'; attempt += 1) {
    const answer = await fetch(`${keptUrl}${page.url}`, { headers: browser });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${page.url}: ${answer.status}`);
    state = answer.headers.get('x-cache');
  }
  if (state !== 'hit') throw new Error(`${page.url} was not kept after 10 asks`);
}

/** One uncached render at a time: its wall time and the part spent while /graphql operations ran. */
async function renderBreakdown(url: string, times: number) {
  const totals: number[] = [];
  const inGraphql: number[] = [];
  const operations: number[] = [];
  for (let index = 0; index < times; index += 1) {
    spans.length = 0;
    const started = performance.now();
    await (await fetch(`${freshUrl}${url}`, { headers: browser })).arrayBuffer();
    totals.push(performance.now() - started);
    // The union of the operations' spans: they overlap (the route's query beside the shell's).
    const sorted = [...spans].sort((a, b) => a[0] - b[0]);
    let covered = 0;
    let reach = -Infinity;
    for (const [from, to] of sorted) {
      covered += Math.max(0, to - Math.max(from, reach));
      reach = Math.max(reach, to);
    }
    inGraphql.push(covered);
    operations.push(spans.length);
  }
  return { total: median(totals), graphql: median(inGraphql), operations: median(operations) };
}

const runs = new Map<string, { asset: LoadRun[]; kept: LoadRun[]; fresh?: LoadRun }>();
const options = { headers: browser, seconds, connections };
for (const page of pages) {
  const result = { asset: [] as LoadRun[], kept: [] as LoadRun[] };
  // Alternating rounds: the shared machine's load drifts, so each kept round meets the asset round before it.
  for (let round = 0; round < rounds; round += 1) {
    result.asset.push(await load(`${keptUrl}${asset}`, options));
    result.kept.push(await load(`${keptUrl}${page.url}`, options));
  }
  runs.set(page.name, { ...result, fresh: await load(`${freshUrl}${page.url}`, options) });
}
const breakdowns = new Map<string, Awaited<ReturnType<typeof renderBreakdown>>>();
for (const page of pages) breakdowns.set(page.name, await renderBreakdown(page.url, 20));

await kept.upstreams.cache.store.clear(); // leave nothing behind in a shared Redis
await Promise.all([kept.close(), fresh.close()]);
commerce.stop();
content.stop();
rmSync(varDir, { recursive: true, force: true });

const summary = (list: LoadRun[]): LoadRun => ({
  rps: median(list.map((run) => run.rps)),
  p50: median(list.map((run) => run.p50)),
  p95: median(list.map((run) => run.p95)),
  p99: median(list.map((run) => run.p99)),
  cpuMicros: median(list.map((run) => run.cpuMicros)),
  errors: list.reduce((sum, run) => sum + run.errors, 0),
});
const ms = (value: number) => value.toFixed(1).padStart(7);
const row = (name: string, run: LoadRun) =>
  `  ${name.padEnd(30)} ${run.rps.toFixed(0).padStart(6)} req/s   median ${ms(run.p50)} ms   p99 ${ms(run.p99)} ms   errors ${run.errors}`;
console.log(
  `anonymous pages, the built web app, ${connections} connections, ${rounds} rounds of ${seconds} s, Accept-Encoding br (${redisUrl ? 'page cache in Redis behind the in-process copy' : 'page cache in process'}); medians of the rounds; load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end`,
);
const ratios: number[] = [];
for (const page of pages) {
  const result = runs.get(page.name)!;
  const perRound = result.kept.map((run, round) => run.rps / Math.max(result.asset[round]!.rps, 0.1));
  ratios.push(median(perRound));
  const breakdown = breakdowns.get(page.name)!;
  console.log(`${page.name} ${page.url}`);
  console.log(row(`built asset (${(assetBytes / 1024).toFixed(0)} KB br)`, summary(result.asset)));
  console.log(row('kept page', summary(result.kept)));
  console.log(row('rendered afresh', result.fresh!));
  console.log(
    `  kept / asset: ${median(perRound).toFixed(2)} (rounds ${perRound.map((ratio) => ratio.toFixed(2)).join(', ')}); kept / rendered: ${(summary(result.kept).rps / Math.max(result.fresh!.rps, 0.1)).toFixed(0)}x`,
  );
  console.log(
    `  one render alone: ${breakdown.total.toFixed(1)} ms, of which ${breakdown.graphql.toFixed(1)} ms while its ${breakdown.operations} /graphql operations ran, ${(breakdown.total - breakdown.graphql).toFixed(1)} ms rendering React to HTML and the rest`,
  );
}
console.log(
  `cold start: the gateway process listens ${(cold.listening / 1000).toFixed(1)} s after it is spawned; its first product page, asked the moment it listens, ${cold.first.ms.toFixed(0)} ms (${cold.first.status}); an unseen product page once its warm-up is done ${cold.afterWarm.ms.toFixed(0)} ms (${cold.afterWarm.status})`,
);
const worst = Math.min(...ratios);
console.log(
  `targets: kept / asset >= 0.50 on every page: ${worst.toFixed(2)} ${worst >= 0.5 ? 'met' : 'NOT met'}; first product page after a start <= 1 s: ${(cold.first.ms / 1000).toFixed(2)} s ${cold.first.ms <= 1_000 ? 'met' : 'NOT met'}`,
);
