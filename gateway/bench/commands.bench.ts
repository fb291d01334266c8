/**
 * The write path (gateway README "How a request flows"): addToCart through the gateway (the
 * shopper's lock, the typed commerce document, the cart log's event, the new cart read by
 * delegation) against the embedded commerce in its own process.
 *
 * Prints, asserting nothing about time:
 * - SQL statements per add (every statement of this process's `pg` clients, grouped by shape);
 * - add-to-cart throughput at a few concurrencies, each virtual shopper her own session (a new
 *   one every ten adds, as a shopper's cart stays that small), with p50 and p95, and the same
 *   adds sent straight to commerce at the highest concurrency (the ceiling the gateway adds to);
 * - one shopper's ten adds sent at once, which the shopper's lock runs one after another;
 * - under each throughput row, how long the adds' transactions held their connection (BEGIN
 *   answered to COMMIT answered) and how many were open on average: on the embedded store, which
 *   runs one transaction at a time, that average is the share of the time the database was held.
 * Each throughput row also prints this process's CPU time per add (the gateway with its embedded
 * store; commerce is another process): steadier than requests/s on a machine others share.
 *
 * Knobs: `BENCH_SECONDS` per concurrency (default 8), `BENCH_CONCURRENCY` (default `1,4,8,16`:
 * 16 is past where adds stop scaling on the 2-core machines this is built on, so its row is the
 * write path's ceiling, the figure to compare before and after a change),
 * `EVENT_STORE_URL` (default: the embedded store, as `npm start` runs).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { countStatements } from './support/statement-counter.ts';
import { measureTransactions } from './support/transaction-hold.ts';

// Before the app opens a pool: every client's statements are counted and transactions timed.
const statements = countStatements();
const transactions = measureTransactions();

const { buildApp } = await import('../src/app.ts');
const { loadGatewayConfig } = await import('../src/config.ts');
const { openEventStore, loadEventStoreConfig } = await import('../src/state/open-event-store.ts');
const { startUpstreamProcess } = await import('./support/upstream-processes.ts');

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,4,8,16').split(',').map(Number);
const varDir = mkdtempSync(path.join(tmpdir(), 'gw-bench-commands-'));
const commerce = await startUpstreamProcess('commerce', varDir);
const env = {
  VAR_DIR: varDir,
  COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
  CONTENT_API_URL: 'http://127.0.0.1:9',
  PERSISTED_QUERIES_FILE: path.join(varDir, 'persisted-queries.json'),
  WEB_DIST_DIR: path.join(varDir, 'web-dist'),
  // Every virtual shopper starts sessions from one address: the per-IP bound on new sessions
  // (gateway README "Sessions") would refuse them, which is not what this bench measures.
  SESSION_NEW_PER_IP: '1000000',
  ...(process.env.EVENT_STORE_URL ? { EVENT_STORE_URL: process.env.EVENT_STORE_URL } : {}),
};
const events = await openEventStore({ ...loadEventStoreConfig(env), outbox: { enabled: false } });
const gateway = await buildApp(
  loadGatewayConfig(env),
  { logger: process.env.BENCH_LOG ? { level: 'error' } : false },
  { events },
);

const cartSelection = `cart { isEmpty total(format: RAW) contents(first: 100) { itemCount nodes { key quantity } } }`;
const add = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { ${cartSelection} } }`;

type Add = (productId: number) => Promise<number>;

/** One browser session through the gateway: its cookie kept. Answers the add's time in ms. */
function gatewaySession(): Add {
  let cookie = '';
  return async (productId) => {
    const start = performance.now();
    const response = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      payload: { query: add, variables: { input: { productId, quantity: 1 } } },
    });
    const ms = performance.now() - start;
    const set = response.headers['set-cookie'];
    if (set) cookie = String(Array.isArray(set) ? set[0] : set).split(';')[0]!;
    const body = response.json() as { errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(`gateway add: ${body.errors[0]!.message}`);
    return ms;
  };
}

/** One commerce session straight at the back end: its woocommerce-session token kept. */
function commerceSession(): Add {
  let token = '';
  return async (productId) => {
    const start = performance.now();
    const response = await fetch(`${commerce.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { 'woocommerce-session': `Session ${token}` } : {}),
      },
      body: JSON.stringify({ query: add, variables: { input: { productId, quantity: 1 } } }),
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    const ms = performance.now() - start;
    token = response.headers.get('woocommerce-session')?.replace(/^Session\s+/i, '') ?? token;
    if (body.errors?.length) throw new Error(`commerce add: ${body.errors[0]!.message}`);
    return ms;
  };
}

const products = await fetch(`${commerce.url}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    query: `{ products(first: 100) { nodes { databaseId type ... on SimpleProduct { stockStatus } } } }`,
  }),
})
  .then(
    (response) =>
      response.json() as Promise<{
        data: { products: { nodes: { databaseId: number; type: string; stockStatus?: string }[] } };
      }>,
  )
  .then(({ data }) =>
    data.products.nodes
      .filter((node) => node.type === 'SIMPLE' && node.stockStatus === 'IN_STOCK')
      .map((node) => node.databaseId),
  );
if (products.length < 10) throw new Error('the seeded commerce has fewer than ten simple products in stock');

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

/**
 * `shoppers` virtual shoppers adding for `seconds`, each her own session (a new one every ten
 * adds). Answers adds per second and the latencies.
 */
async function throughput(session: () => Add, shoppers: number) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const start = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: shoppers }, async (_, shopper) => {
      for (let index = 0; performance.now() < until; index++) {
        const current = session();
        for (let line = 0; line < 10 && performance.now() < until; line++)
          latencies.push(await current(products[(shopper * 7 + index * 10 + line) % products.length]!));
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    // This process's CPU per add: the gateway and its embedded store (commerce runs in its own).
    // Steadier than the throughput on a machine others share.
    cpuMs: (used.user + used.system) / 1000 / Math.max(1, latencies.length),
  };
}

// Warm the code paths up (the first schema and document compilations).
for (let index = 0; index < 3; index++) await gatewaySession()(products[index]!);

// Statements: a session's first add starts the session; the nine after are what a cart mostly sees.
let first = { total: 0, shapes: [] as [string, number][] };
let later = { total: 0, shapes: [] as [string, number][] };
const perAddRounds = 3;
for (let round = 0; round < perAddRounds; round++) {
  const session = gatewaySession();
  const one = await statements.during(async () => void (await session(products[0]!)));
  const nine = await statements.during(async () => {
    for (const product of products.slice(1, 10)) await session(product);
  });
  first = { total: first.total + one.total, shapes: one.shapes };
  later = { total: later.total + nine.total, shapes: nine.shapes };
}
console.log(`SQL statements per add (event store and session keys, ${perAddRounds} sessions of ten adds)`);
console.log(`  a session's first add (starts the session)   ${(first.total / perAddRounds).toFixed(1)}`);
console.log(`  each later add                               ${(later.total / perAddRounds / 9).toFixed(1)}`);
console.log('  statements of nine later adds, by shape:');
for (const [shape, count] of later.shapes) console.log(`    ${String(count).padStart(4)}  ${shape}`);

console.log(`\naddToCart throughput, ${seconds} s per row, each virtual shopper her own session`);
const row = (name: string, run: { rps: number; p50: number; p95: number; cpuMs: number }) =>
  console.log(
    `  ${name.padEnd(36)} ${run.rps.toFixed(1).padStart(7)} adds/s   p50 ${run.p50
      .toFixed(1)
      .padStart(
        6,
      )} ms   p95 ${run.p95.toFixed(1).padStart(6)} ms   CPU here ${run.cpuMs.toFixed(1).padStart(5)} ms/add`,
  );
const storeName = process.env.EVENT_STORE_URL ? 'PostgreSQL' : 'the embedded store (one at a time)';
for (const shoppers of concurrencies) {
  const held = await transactions.during(() => throughput(gatewaySession, shoppers));
  row(`through the gateway, ${shoppers} at once`, held.result);
  console.log(
    `    its transactions on ${storeName}: held p50 ${held.p50.toFixed(1)} ms, p95 ${held.p95.toFixed(
      1,
    )} ms, ${held.openOnAverage.toFixed(2)} open on average`,
  );
}
const most = Math.max(...concurrencies);
row(`straight to commerce, ${most} at once`, await throughput(commerceSession, most));

const burst: number[] = [];
for (let round = 0; round < 5; round++) {
  const session = gatewaySession();
  await session(products[0]!);
  const start = performance.now();
  await Promise.all(products.slice(1, 11).map((product) => session(product)));
  burst.push(performance.now() - start);
}
const burstMedian = percentile(burst, 0.5);
console.log(
  `\none shopper's ten adds at once (the lock runs them in turn), 5 rounds: median ${burstMedian.toFixed(
    1,
  )} ms, ${((10 / burstMedian) * 1000).toFixed(1)} adds/s`,
);

await gateway.close();
await events.close();
commerce.stop();
