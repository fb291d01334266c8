/**
 * The dashboards against real data: the shop started as `npm start` starts it, a real Prometheus
 * (Debian's package, scraping every second) scraping the gateway's /metrics where the gateway's
 * config serves it (METRICS_PORT, see gateway/README.md), known shopper traffic (the load
 * scenarios' journeys, a stale catalogue read, carts read while commerce is down), then
 * every Grafana panel's query evaluated through Prometheus's HTTP API as Grafana would: each must
 * draw something. The alert rules load and evaluate without error on the same data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../gateway/src/config.ts';
import { cookieHeader, storeCookies, type Jar } from '../../load-tests/src/cookies.ts';
import {
  evaluate,
  findScenario,
  initialShared,
  isPageStep,
  journeyHeaders,
  type GraphqlStep,
  type Step,
} from '../../load-tests/src/scenarios.ts';
import { havePrometheus } from './support/prometheus-binaries.ts';
import { startPrometheus, type Prometheus } from './support/prometheus.ts';
import { freePort, startShop, type Shop } from './support/service-process.ts';

const ops = fileURLToPath(new URL('../', import.meta.url));
const alertsFile = `${ops}prometheus/alerts.yml`;

interface Panel {
  title: string;
  targets: { expr: string }[];
}
const panels = readdirSync(`${ops}grafana/dashboards`)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) =>
    (
      JSON.parse(readFileSync(`${ops}grafana/dashboards/${file}`, 'utf8')) as {
        title: string;
        panels: Panel[];
      }
    ).panels.map((panel) => ({ dashboard: file, ...panel })),
  );

let shop: Shop;
let prometheus: Prometheus;
let trafficStart = 0;
let trafficEnd = 0;
const journeyProblems: string[] = [];

const now = () => Date.now() / 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function graphql(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${shop.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The journeys this suite runs post to /graphql only: a page step here is a mistake in the list. */
function graphqlStep(step: Step): GraphqlStep {
  if (isPageStep(step)) throw new Error('the metrics journeys post GraphQL only; a page scenario was listed');
  return step;
}

/** One shopper journey of a load scenario, step by step with its cookie; the problem, if any. */
async function journey(name: string, sequence: number, jar: Jar = {}): Promise<string | undefined> {
  const scenario = findScenario(name);
  const ctx = { vars: {}, shared: initialShared('ops', {}), runId: 'ops', sequence };
  for (const step of scenario.steps) {
    const request = graphqlStep(step).request(ctx);
    const response = await graphql(request, { ...journeyHeaders(scenario, ctx), cookie: cookieHeader(jar) });
    storeCookies(jar, response.headers.getSetCookie());
    const problem = evaluate(step, response.status, await response.text(), ctx);
    if (problem) return `${name} ${request.operationName}: ${problem}`;
  }
  return undefined;
}

/** The storefront's placeOrder for the cart in `jar`; the problem, if any. */
async function placeOrder(sequence: number, jar: Jar): Promise<string | undefined> {
  const response = await graphql(
    {
      operationName: 'OpsPlaceOrder',
      query:
        'mutation OpsPlaceOrder($key: ID!, $input: PlaceOrderInput!) { placeOrder(idempotencyKey: $key, input: $input) { status errorMessage } }',
      variables: {
        key: `ops-order-${sequence}-${Date.now()}`,
        input: {
          paymentMethod: 'cod',
          billing: {
            firstName: 'Ops',
            lastName: 'Test',
            address1: 'Teststraße 1',
            city: 'Berlin',
            postcode: '10115',
            country: 'DE',
            email: `ops-${sequence}@example.com`,
          },
        },
      },
    },
    { 'x-forwarded-for': `198.18.9.${sequence}`, cookie: cookieHeader(jar) },
  );
  const text = await response.text();
  const status = (JSON.parse(text) as { data?: { placeOrder?: { status?: string } } }).data?.placeOrder
    ?.status;
  return status === 'SUCCEEDED' ? undefined : `placeOrder: ${text.slice(0, 300)}`;
}

const enabled = havePrometheus('prometheus');

beforeAll(async () => {
  if (!enabled) return;
  const gatewayEnv = {
    TRUST_PROXY: '1',
    METRICS_PORT: String(await freePort()),
    METRICS_HOST: '127.0.0.1',
    // Catalogue answers go stale after a second, so a repeated read is a stale serve.
    CACHE_TTL_MS: '1000',
  };
  shop = await startShop(gatewayEnv);
  // Where /metrics lives follows the gateway's own config: its METRICS_PORT listener when set.
  const config = loadGatewayConfig({ ...gatewayEnv, VAR_DIR: shop.varDir });
  const target =
    config.METRICS_PORT !== undefined
      ? `${config.METRICS_HOST}:${config.METRICS_PORT}`
      : new URL(shop.gatewayUrl).host;
  prometheus = await startPrometheus({ targets: { gateway: target }, ruleFiles: [alertsFile] });
  for (let tries = 0; (await prometheus.targetHealth('gateway')) !== 'up'; tries += 1) {
    if (tries > 60)
      throw new Error(`Prometheus cannot scrape the gateway at ${target}:\n${prometheus.output()}`);
    await sleep(500);
  }

  trafficStart = now();
  // Shoppers: browsing, product pages, search, carts and two guest orders (the funnel).
  for (const name of ['browse-and-filter', 'product-detail', 'search', 'add-to-cart', 'guest-checkout'])
    for (const sequence of [0, 1]) {
      const problem = await journey(name, sequence);
      if (problem) journeyProblems.push(problem);
    }
  // The storefront's own checkout (placeOrder, recorded in the event log): a cart, then the order.
  for (const sequence of [2, 3]) {
    const jar: Jar = {};
    const problem = (await journey('add-to-cart', sequence, jar)) ?? (await placeOrder(sequence, jar));
    if (problem) journeyProblems.push(problem);
  }
  // The same first catalogue page once its cache entry is older than CACHE_TTL_MS: a stale serve.
  await sleep(1_500);
  const firstPage = graphqlStep(findScenario('browse-and-filter').steps[0]!).request({
    vars: {},
    shared: {},
    runId: 'ops',
    sequence: 0,
  });
  for (let i = 0; i < 2; i += 1) await (await graphql(firstPage)).arrayBuffer();
  // Commerce goes down: carts cannot be read (a GraphQL error on HTTP 200), the gateway's calls
  // fail and its circuit breaker towards commerce opens after five failures in a row. Spread
  // over several scrapes, as failures come in real life (a series Prometheus first sees after
  // its last increase has no rate).
  await shop.commerce.stop('SIGTERM');
  for (let i = 0; i < 6; i += 1) {
    const response = await graphql({
      operationName: 'OpsCartWhileDown',
      query: 'query OpsCartWhileDown { cart { isEmpty } }',
    });
    await response.arrayBuffer();
    await sleep(1_200);
  }
  trafficEnd = now();
  // A few scrapes and rule evaluations after the last request.
  await sleep(4_000);
}, 400_000);

afterAll(async () => {
  await prometheus?.close();
  await shop?.close();
}, 60_000);

describe.skipIf(!enabled)('Prometheus scraping the gateway', () => {
  it('ran the shopper journeys without a failed check', () => {
    expect(journeyProblems).toEqual([]);
  });

  it.each(panels.map((panel) => [`${panel.dashboard}: ${panel.title}`, panel] as const))(
    '%s draws data from real traffic',
    async (_name, panel) => {
      const end = now();
      const range = `${Math.ceil(end - trafficStart) + 5}s`;
      for (const target of panel.targets) {
        // Grafana's variables as a dashboard viewer would have them: all operations, the range shown.
        const expr = target.expr
          .replaceAll('$__rate_interval', '1m')
          .replaceAll('$__range', range)
          .replaceAll('$operation', '.*');
        const series = await prometheus.queryRange(expr, trafficStart - 5, end);
        const finite = series
          .flatMap((one) => one.values)
          .filter(([, value]) => Number.isFinite(Number(value)));
        expect(finite.length, `${panel.title}: ${expr}`).toBeGreaterThan(0);
      }
    },
  );

  it('shows the traffic sent: orders placed, stale serves, the open breaker towards commerce', async () => {
    const latest = async (expr: string) => {
      const series = await prometheus.queryRange(expr, trafficEnd, now());
      return series.map((one) => ({ labels: one.metric, value: Number(one.values.at(-1)![1]) }));
    };
    const funnel = await latest('max by (step) (gateway_shop_funnel_total)');
    // Two guest checkouts (their orders reach the log through commerce's webhook) and two
    // storefront orders (placeOrder: checkout started, then placed); a cart in each of them.
    expect(funnel.find((one) => one.labels.step === 'order_placed')?.value).toBeGreaterThanOrEqual(4);
    expect(funnel.find((one) => one.labels.step === 'checkout_started')?.value).toBeGreaterThanOrEqual(2);
    expect(funnel.find((one) => one.labels.step === 'add_to_cart')?.value).toBeGreaterThanOrEqual(6);
    const stale = await latest('sum(gateway_cache_requests_total{result="stale"})');
    expect(stale[0]?.value).toBeGreaterThan(0);
    const breaker = await latest('max by (upstream) (gateway_circuit_breaker_state)');
    expect(breaker.find((one) => one.labels.upstream === 'commerce')?.value).toBe(2);
  });

  it('loads every alert rule and evaluates it without error', async () => {
    const response = await fetch(`${prometheus.url}/api/v1/rules?type=alert`);
    const body = (await response.json()) as {
      data: { groups: { rules: { name: string; health: string; lastError?: string }[] }[] };
    };
    const rules = body.data.groups.flatMap((group) => group.rules);
    expect(rules.map((rule) => rule.name).sort()).toEqual(
      [
        'CacheHitRatioDrop',
        'GatewayDown',
        'GatewayHighErrorRate',
        'GatewayHighLatencyP95',
        'OutboxBacklog',
        'UpstreamCircuitOpen',
        'UpstreamFailing',
      ].sort(),
    );
    for (const rule of rules) expect(rule.health, `${rule.name}: ${rule.lastError ?? ''}`).toBe('ok');
  });
});
