import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayMetrics, type GatewayMetrics } from '../../src/observability/metrics.ts';
import { observability } from '../../src/observability/plugin.ts';

/** Reads one sample of the Prometheus text format; 0 when the series does not exist yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-z_]+=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

describe('observability plugin', () => {
  let app: FastifyInstance;
  let metrics: GatewayMetrics;

  const scrape = async () => {
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };
  const graphql = (body: unknown) => app.inject({ method: 'POST', url: '/graphql', payload: body as object });

  beforeEach(async () => {
    metrics = createGatewayMetrics();
    app = Fastify();
    await app.register(observability, { metrics });
    // A stand-in GraphQL route: answers with errors[] (HTTP 200) when the query asks for "boom",
    // the way Mercurius answers a resolver error.
    // "empty" is refused as the gateway refuses a checkout of an empty cart (a 4xx catalogue code).
    const answer = ({ query }: { query: string }) =>
      query.includes('boom')
        ? { data: null, errors: [{ message: 'boom' }] }
        : query.includes('empty')
          ? { data: null, errors: [{ message: 'Your cart is empty.', extensions: { code: 'CART_EMPTY' } }] }
          : { data: { ok: true } };
    app.post('/graphql', async (request) => {
      const body = request.body as { query: string } | { query: string }[];
      return Array.isArray(body) ? body.map(answer) : answer(body);
    });
    app.get('/products/:slug', async () => ({ ok: true }));
  });
  afterEach(() => app.close());

  it('counts GraphQL operations by name and outcome, errors on HTTP 200 included', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await graphql({
        query: 'query GetProducts { products { id } }',
        operationName: 'GetProducts',
      });
      expect(response.statusCode).toBe(200);
    }
    const failed = await graphql({ query: 'mutation AddToCart { boom }' });
    expect(failed.statusCode).toBe(200);
    await graphql({ query: '{ shop }' });

    const text = await scrape();
    expect(sample(text, 'gateway_graphql_requests_total', { operation: 'GetProducts', outcome: 'ok' })).toBe(
      3,
    );
    expect(
      sample(text, 'gateway_graphql_requests_total', {
        operation: 'AddToCart',
        operation_type: 'mutation',
        outcome: 'graphql_error',
      }),
    ).toBe(1);
    expect(sample(text, 'gateway_graphql_requests_total', { operation: 'AddToCart', outcome: 'ok' })).toBe(0);
    expect(sample(text, 'gateway_graphql_requests_total', { operation: 'anonymous', outcome: 'ok' })).toBe(1);
    expect(
      sample(text, 'gateway_graphql_request_duration_seconds_count', {
        operation: 'GetProducts',
        outcome: 'ok',
      }),
    ).toBe(3);
    expect(
      sample(text, 'gateway_graphql_request_duration_seconds_bucket', {
        operation: 'GetProducts',
        outcome: 'ok',
        le: '+Inf',
      }),
    ).toBe(3);
  });

  it('counts a business refusal as refused, apart from errors, and an upstream failure as an error', async () => {
    await graphql({ query: 'mutation PlaceOrder { empty }', operationName: 'PlaceOrder' });
    await graphql({ query: 'mutation PlaceOrder { boom }', operationName: 'PlaceOrder' });
    const text = await scrape();
    const count = (outcome: string) =>
      sample(text, 'gateway_graphql_requests_total', { operation: 'PlaceOrder', outcome });
    expect([count('refused'), count('graphql_error'), count('ok')]).toEqual([1, 1, 0]);
  });

  it("has every dashboard panel's series from the start, at zero", async () => {
    const text = await scrape();
    for (const upstream of ['commerce', 'content']) {
      expect(text).toContain(`gateway_circuit_breaker_state{upstream="${upstream}"} 0`);
      for (const state of ['closed', 'half_open', 'open'])
        expect(text).toContain(
          `gateway_circuit_breaker_transitions_total{upstream="${upstream}",state="${state}"} 0`,
        );
      for (const reason of ['timeout', 'circuit_open', 'error'])
        expect(text).toContain(`gateway_upstream_errors_total{upstream="${upstream}",reason="${reason}"} 0`);
    }
    expect(text).toContain('gateway_cache_requests_total{cache="catalogue",result="stale"} 0');
    await graphql({ query: 'query GetProducts { products { id } }', operationName: 'GetProducts' });
    const after = await scrape();
    expect(after).toContain(
      'gateway_graphql_requests_total{operation="GetProducts",operation_type="query",outcome="graphql_error"} 0',
    );
  });

  it('counts every operation of a batched request', async () => {
    await graphql([{ query: 'query A { a }' }, { query: 'query B { boom }' }]);
    const text = await scrape();
    expect(sample(text, 'gateway_graphql_requests_total', { operation: 'A', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'gateway_graphql_requests_total', { operation: 'B', outcome: 'graphql_error' })).toBe(
      1,
    );
  });

  it('counts HTTP requests by route pattern and status code', async () => {
    await app.inject({ method: 'GET', url: '/products/aurora-almond' });
    await app.inject({ method: 'GET', url: '/products/midnight-coffin' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    const text = await scrape();
    expect(
      sample(text, 'gateway_http_requests_total', { route: '/products/:slug', status_code: '200' }),
    ).toBe(2);
    expect(sample(text, 'gateway_http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
  });

  it('exports what the upstream clients, cache, breaker, event store and shop report', async () => {
    metrics.recordUpstream('commerce', 120, true);
    metrics.recordUpstream('commerce', 80, true);
    metrics.recordUpstream('content', 3000, false, 'timeout');
    await expect(
      metrics.timeUpstream('content', () => Promise.reject(new Error('socket hang up'))),
    ).rejects.toThrow('socket hang up');
    metrics.recordCache('hit');
    metrics.recordCache('hit');
    metrics.recordCache('miss');
    metrics.recordCache('stale');
    metrics.setCircuitState('content', 'open');
    metrics.recordEventAppend('shopperSession');
    metrics.recordEventAppend('shopperSession', 'conflict');
    metrics.setOutboxBacklog(7);
    metrics.recordCartRecovery(true);
    metrics.recordFunnel('add_to_cart', 2);
    metrics.recordFunnel('checkout_started');
    metrics.recordFunnel('order_placed');

    const text = await scrape();
    expect(
      sample(text, 'gateway_upstream_request_duration_seconds_count', {
        upstream: 'commerce',
        outcome: 'ok',
      }),
    ).toBe(2);
    expect(
      sample(text, 'gateway_upstream_request_duration_seconds_sum', { upstream: 'commerce', outcome: 'ok' }),
    ).toBeCloseTo(0.2);
    expect(sample(text, 'gateway_upstream_errors_total', { upstream: 'content', reason: 'timeout' })).toBe(1);
    expect(sample(text, 'gateway_upstream_errors_total', { upstream: 'content', reason: 'error' })).toBe(1);
    expect(sample(text, 'gateway_cache_requests_total', { result: 'hit' })).toBe(2);
    expect(sample(text, 'gateway_cache_requests_total', { result: 'miss' })).toBe(1);
    expect(sample(text, 'gateway_cache_requests_total', { result: 'stale' })).toBe(1);
    expect(sample(text, 'gateway_circuit_breaker_state', { upstream: 'content' })).toBe(2);
    expect(
      sample(text, 'gateway_event_appends_total', { stream_type: 'shopperSession', outcome: 'ok' }),
    ).toBe(1);
    expect(
      sample(text, 'gateway_event_appends_total', { stream_type: 'shopperSession', outcome: 'conflict' }),
    ).toBe(1);
    expect(sample(text, 'gateway_outbox_backlog', { consumer: 'default' })).toBe(7);
    expect(sample(text, 'gateway_cart_recoveries_total', { outcome: 'ok' })).toBe(1);
    expect(sample(text, 'gateway_shop_funnel_total', { step: 'add_to_cart' })).toBe(2);
    expect(sample(text, 'gateway_shop_funnel_total', { step: 'checkout_started' })).toBe(1);
    expect(sample(text, 'gateway_shop_funnel_total', { step: 'order_placed' })).toBe(1);
  });

  it('keeps client-invented operation names from multiplying the series', async () => {
    await graphql({ query: '{ a }', operationName: 'not a name; drop table' });
    const text = await scrape();
    expect(sample(text, 'gateway_graphql_requests_total', { operation: 'invalid' })).toBe(1);
  });
});
