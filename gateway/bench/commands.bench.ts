/**
 * A shopper's command through the gateway (gateway README "How a request flows": the shopper's
 * lock, the typed commerce document, the cart log's event, the new cart read by delegation)
 * against the same add sent straight to the embedded commerce in its own process with the same
 * cart selection, the least the change itself costs; alternating one of each so both see the
 * same machine. Also ten adds of one session sent at once, which the lock runs one after
 * another. Prints medians, p95 and p99 and the ratio; asserts nothing about time.
 * Knob: `BENCH_TRIES` (default 60).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { openEventStore, loadEventStoreConfig } from '../src/state/open-event-store.ts';
import { median } from './support/load.ts';
import { startUpstreamProcess } from './support/upstream-processes.ts';

const tries = Number(process.env.BENCH_TRIES ?? 60);
const varDir = mkdtempSync(path.join(tmpdir(), 'gw-bench-commands-'));
const commerce = await startUpstreamProcess('commerce', varDir);
const env = {
  VAR_DIR: varDir,
  COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
  CONTENT_API_URL: 'http://127.0.0.1:9',
  PERSISTED_QUERIES_FILE: path.join(varDir, 'persisted-queries.json'),
  WEB_DIST_DIR: path.join(varDir, 'web-dist'),
};
const events = await openEventStore({ ...loadEventStoreConfig(env), outbox: { enabled: false } });
const gateway = await buildApp(loadGatewayConfig(env), { logger: false }, { events });

const cartSelection = `cart { isEmpty total(format: RAW) contents(first: 100) { itemCount nodes { key quantity } } }`;
const add = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { ${cartSelection} } }`;

/** One browser session through the gateway: its cookie kept. */
function gatewaySession() {
  let cookie = '';
  return async (productId: number) => {
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
function commerceSession() {
  let token = '';
  return async (productId: number) => {
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

const times = { gateway: [] as number[], commerce: [] as number[] };
// A session of each per ten adds, as a shopper's cart stays that small.
let viaGateway = gatewaySession();
let straight = commerceSession();
for (let index = 0; index < tries + 3; index++) {
  if (index % 10 === 0) [viaGateway, straight] = [gatewaySession(), commerceSession()];
  const product = products[index % products.length]!;
  const [gatewayMs, commerceMs] = [await viaGateway(product), await straight(product)];
  if (index < 3) continue; // the first tries warm the code paths up
  times.gateway.push(gatewayMs);
  times.commerce.push(commerceMs);
}

const burst: number[] = [];
for (let round = 0; round < 5; round++) {
  const session = gatewaySession();
  await session(products[0]!);
  const start = performance.now();
  await Promise.all(products.slice(1, 11).map((product) => session(product)));
  burst.push(performance.now() - start);
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;
const line = (name: string, values: number[]) =>
  `${name.padEnd(48)} median ${median(values).toFixed(1).padStart(6)} ms   p95 ${percentile(values, 0.95)
    .toFixed(1)
    .padStart(6)} ms   p99 ${percentile(values, 0.99).toFixed(1).padStart(6)} ms`;
console.log(`addToCart answered with the new cart, ${tries} of each, alternating`);
console.log(line('straight to the embedded commerce (baseline)', times.commerce));
console.log(line('through the gateway (lock, command, cart read)', times.gateway));
console.log(
  `ratio of medians, gateway / commerce: x${(median(times.gateway) / median(times.commerce)).toFixed(2)}`,
);
console.log(line('ten adds of one session at once (all answered)', burst));

await gateway.close();
await events.close();
commerce.stop();
