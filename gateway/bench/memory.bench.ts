/**
 * Memory under distinct searches (gateway README "Memory"): 10,000 listing searches, each with a
 * different term, asked the way the storefront asks (a persisted operation), on a synthetic
 * catalogue, with the in-process cache (no Redis: every cached answer stays in this process, the
 * larger of the two bounds). Prints RSS and heap before, along the way and after, and what each
 * bounded cache holds; asserts nothing. Knobs: `BENCH_SEARCHES` (10,000), `BENCH_PRODUCTS` (5,000).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { catalogueCacheBounds } from '../src/plugins/app/upstreams.ts';
import { startSyntheticCommerce, syntheticProducts } from './support/synthetic-commerce.ts';

const searches = Number(process.env.BENCH_SEARCHES ?? 10_000);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const documentId = 'bench-search';
const listingQuery = `query BenchSearch($search: String, $page: Int) {
  catalogue(search: $search, page: $page) {
    total from to pageCount
    products { databaseId slug name onSale averageRating ... on ProductWithPricing { price regularPrice } image { sourceUrl altText } }
  }
}`;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const settle = async () => {
  // Two collections (when the bench runs with --expose-gc) so the figures are what is kept, not garbage.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 100));
  gc?.();
};
const memory = async (label: string) => {
  await settle();
  const { rss, heapUsed, external } = process.memoryUsage();
  console.log(
    `${label.padEnd(28)} rss ${mb(rss).padStart(7)}  heap ${mb(heapUsed).padStart(7)}  external ${mb(external).padStart(7)}`,
  );
  return rss;
};

const commerce = await startSyntheticCommerce(syntheticProducts(productCount));
const varDir = mkdtempSync(path.join(tmpdir(), 'gw-memory-'));
const persistedFile = path.join(varDir, 'persisted-queries.json');
writeFileSync(persistedFile, JSON.stringify({ [documentId]: listingQuery }));
const app = await buildApp(
  loadGatewayConfig({
    VAR_DIR: varDir,
    COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
    CONTENT_API_URL: 'http://127.0.0.1:9',
    PERSISTED_QUERIES_FILE: persistedFile,
    WEB_DIST_DIR: path.join(varDir, 'no-web-build'), // no pages: this bench is about searches
    COMMERCE_CAPABILITIES: 'none',
  }),
  { logger: false },
);

interface Answer {
  data: { catalogue: { total: number } };
}
let found = 0;
const ask = async (search: string, encoding: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
    payload: JSON.stringify({ documentId, operationName: 'BenchSearch', variables: { search, page: 1 } }),
  });
  if (response.statusCode !== 200)
    throw new Error(`search answered ${response.statusCode}: ${response.body}`);
  if (encoding === 'identity') {
    found += (JSON.parse(response.body) as Answer).data.catalogue.total > 0 ? 1 : 0;
  }
  return response.rawPayload.length;
};

console.log(
  `memory: ${searches} distinct searches over ${productCount} products, in-process cache ` +
    `(bounds: ${catalogueCacheBounds.memory.maxEntries} entries / ${mb(catalogueCacheBounds.memory.maxBytes)} cached, ` +
    `1,000 answers / 48 MB encoded, 10,000 keys / 8 MB), node ${process.version}, gc ${'gc' in globalThis ? 'exposed' : 'not exposed'}`,
);
// Warm: the listing index and the schema, so "before" is the gateway at rest, ready to serve.
await ask('nail', 'identity');
const before = await memory('before (warm, 1 search)');
// Distinct terms: half find products ("set 17" finds set 17 and 170-179, 1700-1799: up to a page
// of 24 cards), half find none (an empty page), as typed searches do.
const words = ['almond', 'coffin', 'glitter', 'french', 'matte', 'ombre', 'pink', 'nude', 'chrome', 'short'];
let bytes = 0;
const started = Date.now();
for (let n = 1; n <= searches; n++) {
  const term = n % 2 === 0 ? `set ${n / 2}` : `${words[n % words.length]} ${n}`;
  bytes += await ask(term, ['br', 'gzip', 'identity'][n % 3]!);
  if (n % 2_500 === 0) await memory(`after ${n.toLocaleString('en')} searches`);
}
const after = await memory('after (settled)');
console.log(
  `answered ${searches.toLocaleString('en')} searches in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
    `${found.toLocaleString('en')} of the ${Math.floor(searches / 3).toLocaleString('en')} read as text found products, ` +
    `${mb(bytes)} sent; RSS grew ${mb(after - before)} (${mb(before)} → ${mb(after)})`,
);
await app.close();
await commerce.close();
