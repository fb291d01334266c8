/**
 * Catalogue listing at the gateway on 10,000 products: throughput and latency of the
 * cached listing, of the same query with the cache off, and of a bare Fastify route answering the
 * same bytes (the ceiling), plus the bytes of one 24-product page against the whole catalogue
 * the old storefront downloaded. Prints figures; asserts nothing about time.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { parseListingArgs } from '../src/catalogue/listing-query.ts';
import { listPage } from '../src/catalogue/listing.ts';
import { toFacts } from '../src/catalogue/listing-index.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { findRedis } from '@nails/tests/support/services';
import { startSyntheticCommerce, syntheticProducts } from './support/synthetic-commerce.ts';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;
const cardFields = `databaseId slug name onSale averageRating ... on ProductWithPricing { price regularPrice } image { sourceUrl altText }`;
const listingQuery = `query Bench { catalogue(filter: "category[almond,coffin],price[10,30]", orderby: "price", order: "ASC", page: 2) { total from to pageCount products { ${cardFields} } } }`;

async function load(url: string, body?: string) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    ...(body ? { body } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function listen(
  app: Awaited<ReturnType<typeof buildApp>> | ReturnType<typeof Fastify>,
): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

// Redis when one answers (REDIS_URL, then localhost), else the in-process LRU.
const redisUrl = (await findRedis()).url;
const products = syntheticProducts(productCount);
const commerce = await startSyntheticCommerce(products);
const gatewayFor = async (cache: boolean) =>
  buildApp(
    loadGatewayConfig({
      VAR_DIR: mkdtempSync(path.join(tmpdir(), 'gw-bench-')),
      COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
      CONTENT_API_URL: 'http://127.0.0.1:9',
      CACHE_ENABLED: cache ? '1' : '0',
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench:${process.pid}:${Date.now()}:` } : {}),
    }),
    { logger: false },
  );

// The listing computation alone, on the 10,000-product index.
const index = products.map(toFacts);
const query = parseListingArgs(
  { filter: 'category[almond,coffin],price[10,30]', orderby: 'price', order: 'ASC', page: 2 },
  { defaultPerPage: 24, maxPerPage: 100 },
);
const timings: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const start = performance.now();
  listPage(index, query);
  timings.push(performance.now() - start);
}
timings.sort((a, b) => a - b);
const percentile = (p: number) =>
  timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]!.toFixed(2);

const body = JSON.stringify({ query: listingQuery });
const cached = await gatewayFor(true);
const cachedUrl = await listen(cached);
const warm = await fetch(`${cachedUrl}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});
const pageBytes = Buffer.from(await warm.arrayBuffer());
const cachedRun = await load(`${cachedUrl}/graphql`, body);
await cached.upstreams.cache.store.clear(); // leave nothing behind in a shared Redis
await cached.close();

const uncached = await gatewayFor(false);
const uncachedUrl = await listen(uncached);
await fetch(`${uncachedUrl}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});
const uncachedRun = await load(`${uncachedUrl}/graphql`, body);
await uncached.close();

const bare = Fastify();
bare.post('/graphql', async (_request, reply) => reply.type('application/json').send(pageBytes));
const bareRun = await load(`${await listen(bare)}/graphql`, body);
await bare.close();

const whole = await fetch(`${commerce.url}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: `{ products(first: ${productCount}) { nodes { ${cardFields} } } }` }),
});
const wholeBytes = (await whole.arrayBuffer()).byteLength;
await commerce.close();

const row = (name: string, run: { rps: number; p50: number; p99: number; errors: number }) =>
  `${name.padEnd(34)} ${run.rps.toFixed(0).padStart(8)} req/s   p50 ${String(run.p50).padStart(4)} ms   p99 ${String(run.p99).padStart(4)} ms   errors ${run.errors}`;
console.log(
  `catalogue listing, ${productCount} products, ${connections} connections, ${seconds} s each (${redisUrl ? 'Redis' : 'in-process LRU'} cache)`,
);
console.log(row('bare Fastify, same bytes (ceiling)', bareRun));
console.log(row('gateway, cached listing', cachedRun));
console.log(row('gateway, cache off', uncachedRun));
console.log(
  `cached / ceiling throughput: ${(cachedRun.rps / bareRun.rps).toFixed(2)}   cached / cache-off: ${(cachedRun.rps / Math.max(uncachedRun.rps, 1)).toFixed(1)}x`,
);
console.log(
  `listing computation on the index alone: median ${percentile(50)} ms, p95 ${percentile(95)} ms, p99 ${percentile(99)} ms`,
);
console.log(
  `bytes: one 24-product page ${pageBytes.length.toLocaleString('en')} B; whole catalogue ${wholeBytes.toLocaleString('en')} B (${(wholeBytes / pageBytes.length).toFixed(0)}x)`,
);
