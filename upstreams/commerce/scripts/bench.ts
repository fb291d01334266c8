/**
 * `npm run bench`: latency of the catalogue on a 10,000-product shop. Builds a throw-away
 * database (the seed plus synthetic products), starts the service on port 0 and times, one request
 * at a time: a filtered, sorted 24-product page, a product by slug (the full getProduct document)
 * and, as the floor of the same stack, `{ __typename }`. Prints median, p95 and p99; asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/database.ts';
import { startCommerce } from '../src/index.ts';
import { seedCatalogue } from '../src/seed/seed.ts';
import { generateSyntheticCatalogue } from '../src/seed/synthetic.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const here = path.dirname(fileURLToPath(import.meta.url));
const getProduct = readFileSync(path.join(here, '../test/support/operations/getProduct.graphql'), 'utf8');

const listing = `query listing($category: [String], $min: Float, $max: Float) {
  products(first: 24, where: { categoryIn: $category, minPrice: $min, maxPrice: $max, stockStatus: [IN_STOCK, ON_BACKORDER],
    visibility: VISIBLE, orderby: [{ field: PRICE, order: DESC }], offsetPagination: { offset: 24, size: 24 } }) {
    pageInfo { hasNextPage offsetPagination { total } }
    nodes { databaseId name slug averageRating reviewCount onSale
      image { sourceUrl(size: WOOCOMMERCE_THUMBNAIL) altText }
      productCategories { nodes { slug name } }
      ... on ProductWithPricing { price rawPrice: price(format: RAW) regularPrice salePrice }
      ... on InventoriedProduct { stockStatus } } } }`;

const varDir = mkdtempSync(path.join(tmpdir(), 'commerce-bench-'));
const started = performance.now();
const db = openDatabase(path.join(varDir, 'commerce', 'commerce.sqlite'));
seedCatalogue(db, { commerceDir: path.join(varDir, 'commerce') });
generateSyntheticCatalogue(db, PRODUCTS - 65, { sourcesDir: path.join(varDir, 'commerce', 'sources') });
const total = (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
db.close();
console.log(
  `commerce bench: ${total} products generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const commerce = await startCommerce({
  port: 0,
  env: { VAR_DIR: varDir, LOG_LEVEL: 'error', COMMERCE_WEBHOOK_URLS: '' },
});
const post = async (query: string, variables: Record<string, unknown>) => {
  const response = await fetch(`${commerce.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
};

const shapes = ['almond', 'coffin', 'stiletto', 'square', 'oval'];
const cases: [string, (i: number) => Promise<void>][] = [
  ['floor: { __typename }', () => post('{ __typename }', {})],
  [
    '24-product page (category, price range, stock, sorted by price)',
    (i) => post(listing, { category: [shapes[i % 5]], min: 10, max: 20 }),
  ],
  [
    'product by slug (getProduct)',
    (i) => post(getProduct, { slug: `synthetic-${100 + ((i * 7919) % (PRODUCTS - 200))}` }),
  ],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const results: { name: string; median: number; p95: number; p99: number }[] = [];
for (const [name, run] of cases) {
  for (let i = 0; i < 20; i += 1) await run(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  results.push({
    name,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  });
}
await commerce.close();
rmSync(varDir, { recursive: true, force: true });

const floor = results[0]?.median ?? 1;
console.log(`\n${ROUNDS} sequential requests each, ${total} products:`);
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(66)} median ${r.median.toFixed(2).padStart(7)} ms   p95 ${r.p95.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   ×${(r.median / floor).toFixed(1)} floor`,
  );
}
