/**
 * The GraphQL edge under attack shapes: how long the gateway takes to refuse the fragment chain
 * (F0..F23, each spreading the previous twice) and the nested `related` list query, each request
 * a new text (a unique comment) so Mercurius' parse/validation cache never answers; and the
 * cached catalogue listing's throughput with the edge limits on and off in the same run.
 * Prints figures; asserts nothing about time.
 */
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { findRedis } from '@nails/tests/support/services';
import { startSyntheticCommerce, syntheticProducts } from './support/synthetic-commerce.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const refusals = Number(process.env.BENCH_REFUSALS ?? 300);
const connections = 10;

const fragmentChain = [
  'query { ...F23 }',
  'fragment F0 on Query { __typename }',
  ...Array.from(
    { length: 23 },
    (_, i) => `fragment F${i + 1} on Query { ...F${i} ... on Query { ...F${i} } }`,
  ),
].join(' ');
const nestedRelated = `{ products { nodes { databaseId ${'related { nodes { databaseId '.repeat(6)}name description shortDescription${' } }'.repeat(6)} } } }`;
const cardFields = `databaseId slug name onSale averageRating ... on ProductWithPricing { price regularPrice } image { sourceUrl altText }`;
const listingQuery = `query Bench { catalogue(filter: "category[almond,coffin],price[10,30]", orderby: "price", order: "ASC", page: 2) { total from to pageCount products { ${cardFields} } } }`;

const redisUrl = (await findRedis()).url;
const commerce = await startSyntheticCommerce(
  syntheticProducts(Number(process.env.BENCH_PRODUCTS ?? 10_000)),
);
const gatewayFor = (limitsOn: boolean) =>
  buildApp(
    loadGatewayConfig({
      VAR_DIR: mkdtempSync(path.join(tmpdir(), 'gw-edge-bench-')),
      COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
      CONTENT_API_URL: 'http://127.0.0.1:9',
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench:${process.pid}:${Date.now()}:` } : {}),
    }),
    { logger: false },
    limitsOn ? {} : { queryLimits: false },
  );

const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2);
  return `median ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms`;
};

const app = await gatewayFor(true);
async function timeRefusal(query: string): Promise<{ timings: number[]; codes: Set<string> }> {
  const timings: number[] = [];
  const codes = new Set<string>();
  for (let i = 0; i < refusals; i += 1) {
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `${query} # ${i}` }),
    });
    timings.push(performance.now() - start);
    codes.add(
      (response.json() as { errors?: { extensions: { code: string } }[] }).errors?.[0]?.extensions.code ??
        'none',
    );
  }
  return { timings, codes };
}
const chain = await timeRefusal(fragmentChain);
const nested = await timeRefusal(nestedRelated);
await app.close();

async function listingThroughput(limitsOn: boolean) {
  const gateway = await gatewayFor(limitsOn);
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const address = gateway.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  const body = JSON.stringify({ query: listingQuery });
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await gateway.upstreams.cache.store.clear(); // leave nothing behind in a shared Redis
  await gateway.close();
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
// Alternating rounds, so the shared machine's drift falls on both sides alike.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const runs: { on: boolean; run: Awaited<ReturnType<typeof listingThroughput>> }[] = [];
for (let round = 0; round < rounds; round += 1)
  for (const limitsOn of round % 2 === 0 ? [false, true] : [true, false])
    runs.push({ on: limitsOn, run: await listingThroughput(limitsOn) });
await commerce.close();

console.log(`GraphQL edge refusals, ${refusals} requests each, every text new (no validation cache)`);
console.log(
  `fragment chain F0..F23 (${fragmentChain.length} B) → ${[...chain.codes].join(',')}: ${summary(chain.timings)}`,
);
console.log(
  `nested related, 6 levels (${nestedRelated.length} B) → ${[...nested.codes].join(',')}: ${summary(nested.timings)}`,
);
const row = (name: string, run: { rps: number; p50: number; p99: number; errors: number }) =>
  `${name.padEnd(28)} ${run.rps.toFixed(0).padStart(8)} req/s   p50 ${String(run.p50).padStart(4)} ms   p99 ${String(run.p99).padStart(4)} ms   errors ${run.errors}`;
console.log(
  `cached catalogue listing, ${connections} connections, ${seconds} s each (${redisUrl ? 'Redis' : 'in-process LRU'} cache)`,
);
for (const [index, { on, run }] of runs.entries())
  console.log(row(`round ${Math.floor(index / 2) + 1}, limits ${on ? 'on' : 'off'}`, run));
const mean = (on: boolean) => {
  const chosen = runs.filter((entry) => entry.on === on);
  return chosen.reduce((sum, entry) => sum + entry.run.rps, 0) / chosen.length;
};
console.log(
  `mean limits on ${mean(true).toFixed(0)} req/s, limits off ${mean(false).toFixed(0)} req/s; on / off throughput: ${(mean(true) / Math.max(mean(false), 1)).toFixed(3)}`,
);
