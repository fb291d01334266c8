/**
 * Catalogue listing at the gateway on 10,000 products, asked the way the storefront asks it (a
 * Relay persisted operation: `{documentId, operationName, variables}`): throughput and latency
 * of the cached listing, of the same operation with the cache off, and of a bare Fastify route
 * answering the same bytes (the ceiling), in alternating rounds of the same run; plus the
 * listing computation alone and the bytes of one 24-product page against the whole catalogue the
 * old storefront downloaded. Prints figures; asserts nothing about time.
 */
import Fastify from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { parseListingArgs } from '../src/catalogue/listing-query.ts';
import { listPage } from '../src/catalogue/listing.ts';
import { toFacts } from '../src/catalogue/listing-index.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { findRedis } from '@nails/tests/support/services';
import { load, median, type LoadRun } from './support/load.ts';
import { startSyntheticCommerce, syntheticProducts } from './support/synthetic-commerce.ts';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 10;
const cardFields = `databaseId slug name onSale averageRating ... on ProductWithPricing { price regularPrice } image { sourceUrl altText }`;
const listingQuery = `query BenchListing($filter: String, $orderby: String, $order: String, $page: Int) {
  catalogue(filter: $filter, orderby: $orderby, order: $order, page: $page) { total from to pageCount products { ${cardFields} } }
}`;
const variables = { filter: 'category[almond,coffin],price[10,30]', orderby: 'price', order: 'ASC', page: 2 };
const documentId = 'bench-listing';

async function listen(app: { listen: (options: object) => Promise<string>; server: unknown }) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = (app.server as { address(): { port: number } }).address();
  return `http://127.0.0.1:${address.port}`;
}

// Redis when one answers (REDIS_URL, then localhost), else the in-process LRU.
const redisUrl = (await findRedis()).url;
const products = syntheticProducts(productCount);
const commerce = await startSyntheticCommerce(products);
const varDir = mkdtempSync(path.join(tmpdir(), 'gw-bench-'));
const persistedFile = path.join(varDir, 'persisted-queries.json');
writeFileSync(persistedFile, JSON.stringify({ [documentId]: listingQuery }));
const gatewayFor = async (cache: boolean) =>
  buildApp(
    loadGatewayConfig({
      VAR_DIR: varDir,
      COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
      CONTENT_API_URL: 'http://127.0.0.1:9',
      PERSISTED_QUERIES_FILE: persistedFile,
      CACHE_ENABLED: cache ? '1' : '0',
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench:${process.pid}:${Date.now()}:` } : {}),
    }),
    { logger: false },
  );

// The listing computation alone, on the 10,000-product index.
const index = products.map(toFacts);
const query = parseListingArgs(variables, { defaultPerPage: 24, maxPerPage: 100 });
const timings: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const start = performance.now();
  listPage(index, query);
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
const percentile = (p: number) =>
  timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]!.toFixed(2);

const body = JSON.stringify({ documentId, operationName: 'BenchListing', variables });
const post = (url: string) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

const cached = await gatewayFor(true);
// The same bytes from a plain route of the same gateway: what every answer pays (security
// headers, compression check, CORS, cookies, metrics) before the cache has anything to do.
let staticBytes = Buffer.alloc(0);
cached.post('/bench-static', async (_request, reply) => reply.type('application/json').send(staticBytes));
const cachedUrl = await listen(cached);
const warm = await post(cachedUrl);
const pageBytes = Buffer.from(await warm.arrayBuffer());
if (warm.status !== 200 || pageBytes.includes('"errors"')) throw new Error(`listing failed: ${pageBytes}`);
staticBytes = pageBytes;
const hit = await post(cachedUrl);
if (hit.headers.get('x-cache') !== 'hit') throw new Error('the second listing was not a cache hit');

const uncached = await gatewayFor(false);
const uncachedUrl = await listen(uncached);
await post(uncachedUrl);

const bare = Fastify();
bare.post('/graphql', async (_request, reply) => reply.type('application/json').send(pageBytes));
const bareUrl = await listen(bare);

// Alternating rounds: the shared machine's load drifts, so each cached round is compared with
// the bare round just before it, and the medians of the rounds are printed.
const runs = {
  bare: [] as LoadRun[],
  cached: [] as LoadRun[],
  static: [] as LoadRun[],
  off: [] as LoadRun[],
};
const options = { body, seconds, connections };
for (let round = 0; round < rounds; round += 1) {
  runs.bare.push(await load(`${bareUrl}/graphql`, options));
  runs.cached.push(await load(`${cachedUrl}/graphql`, options));
  runs.static.push(await load(`${cachedUrl}/bench-static`, options));
}
runs.off.push(await load(`${uncachedUrl}/graphql`, options));
await cached.upstreams.cache.store.clear(); // leave nothing behind in a shared Redis
await Promise.all([cached.close(), uncached.close(), bare.close()]);

const whole = await fetch(`${commerce.url}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: `{ products(first: ${productCount}) { nodes { ${cardFields} } } }` }),
});
const wholeBytes = (await whole.arrayBuffer()).byteLength;
await commerce.close();

const summary = (list: LoadRun[]): LoadRun => ({
  rps: median(list.map((run) => run.rps)),
  p50: median(list.map((run) => run.p50)),
  p95: median(list.map((run) => run.p95)),
  p99: median(list.map((run) => run.p99)),
  cpuMicros: median(list.map((run) => run.cpuMicros)),
  errors: list.reduce((sum, run) => sum + run.errors, 0),
});
const ms = (value: number) => value.toFixed(2).padStart(6);
const row = (name: string, run: LoadRun) =>
  `${name.padEnd(36)} ${run.rps.toFixed(0).padStart(7)} req/s   median ${ms(run.p50)} ms   p95 ${ms(run.p95)} ms   p99 ${ms(run.p99)} ms   CPU ${run.cpuMicros.toFixed(0).padStart(5)} µs/req   errors ${run.errors}`;
const bareRun = summary(runs.bare);
const cachedRun = summary(runs.cached);
const offRun = summary(runs.off);
const staticRun = summary(runs.static);
const perRound = runs.cached.map((run, round) => run.rps / runs.bare[round]!.rps);
console.log(
  `catalogue listing, ${productCount} products, persisted operation, ${connections} connections, ${rounds} rounds of ${seconds} s (${redisUrl ? 'Redis behind the in-process LRU' : 'in-process LRU'}); medians of the rounds`,
);
console.log(row('bare Fastify, same bytes (ceiling)', bareRun));
console.log(row('gateway, plain route, same bytes', staticRun));
console.log(row('gateway, cached listing', cachedRun));
console.log(row('gateway, cache off', offRun));
console.log(
  `cached / bare throughput: ${median(perRound).toFixed(2)} (median of the rounds, each against the bare round just before it: ${perRound.map((ratio) => ratio.toFixed(2)).join(', ')}); by CPU per request: ${(bareRun.cpuMicros / cachedRun.cpuMicros).toFixed(2)}`,
);
console.log(
  `cached listing / the gateway's plain route: ${(cachedRun.rps / staticRun.rps).toFixed(2)}; by CPU per request: ${(staticRun.cpuMicros / cachedRun.cpuMicros).toFixed(2)}`,
);
console.log(
  `cached / cache-off throughput: ${(cachedRun.rps / Math.max(offRun.rps, 1)).toFixed(1)}x; by CPU per request: ${(offRun.cpuMicros / cachedRun.cpuMicros).toFixed(1)}x`,
);
// The cached listing's targets (gateway/README.md "Benchmarks"), read off the figures above (printed, not asserted).
const ratio = median(perRound);
console.log(
  `targets: cached / bare >= 0.50: ${ratio.toFixed(2)} ${ratio >= 0.5 ? 'met' : 'NOT met'}; cached p99 <= 5 ms: ${cachedRun.p99.toFixed(2)} ms ${cachedRun.p99 <= 5 ? 'met' : 'NOT met'}`,
);
console.log(
  `listing computation on the index alone: median ${percentile(50)} ms, p95 ${percentile(95)} ms, p99 ${percentile(99)} ms`,
);
console.log(
  `bytes: one 24-product page ${pageBytes.length.toLocaleString('en')} B; whole catalogue ${wholeBytes.toLocaleString('en')} B (${(wholeBytes / pageBytes.length).toFixed(0)}x)`,
);
