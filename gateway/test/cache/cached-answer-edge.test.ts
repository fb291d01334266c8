import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayMetrics } from '../../src/observability/plugin.ts';
import { Browser, startStack, type Stack } from '../support/stack.ts';

/**
 * A cached public answer is answered before Mercurius runs, but it is still an answer of the
 * gateway: the same security headers, CORS answer, Vary and compression as any other, counted by
 * the metrics, and never carrying a shopper's cookie.
 */
describe('a cached answer at the edge', () => {
  let stack: Stack;
  const metrics = createGatewayMetrics();
  const origin = 'http://shop.test';
  const listing = `query EdgeListing($perPage: Int) { catalogue(perPage: $perPage) { total products { name slug } } }`;

  beforeAll(async () => {
    stack = await startStack({ CORS_ORIGINS: origin }, { metrics });
    writeFileSync(path.join(stack.varDir, 'persisted-queries.json'), JSON.stringify({ edge1: listing }));
  }, 120_000);
  afterAll(async () => stack?.close(), 60_000);

  const post = (headers: Record<string, string> = {}) =>
    stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin, ...headers },
      payload: { documentId: 'edge1', operationName: 'EdgeListing', variables: { perPage: 12 } },
    });
  const count = async (name: string, labels: Record<string, string>) => {
    const metric = (await metrics.registry.getMetricsAsJSON()).find((entry) => entry.name === name);
    const values = (metric?.values ?? []) as { labels: Record<string, unknown>; value: number }[];
    return values
      .filter((value) => Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted))
      .reduce((sum, value) => sum + value.value, 0);
  };

  it('carries the headers of the answer it repeats: security, CORS, Vary', async () => {
    const first = await post();
    const hit = await post();
    expect(first.headers['x-cache']).toBeUndefined();
    expect(hit.headers['x-cache']).toBe('hit');
    for (const header of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-resource-policy',
      'access-control-allow-origin',
      'access-control-allow-credentials',
    ])
      expect([header, hit.headers[header]]).toEqual([header, first.headers[header]]);
    expect(hit.headers['access-control-allow-origin']).toBe(origin);
    expect(String(hit.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(hit.headers.vary)).toMatch(/origin/i);
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.json()).toEqual(first.json());
  });

  it('is sent gzip to a client that accepts only gzip, and as it is to one that accepts none', async () => {
    await post();
    const gzip = await post({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['x-cache']).toBe('hit');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await post();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
  });

  it('is counted by the metrics as the operation it answers, without errors', async () => {
    await post();
    const labels = { operation: 'EdgeListing', outcome: 'ok' };
    const before = await count('gateway_graphql_requests_total', labels);
    const httpBefore = await count('gateway_http_requests_total', { route: '/graphql', status_code: '200' });
    const hit = await post();
    expect(hit.headers['x-cache']).toBe('hit');
    expect(await count('gateway_graphql_requests_total', labels)).toBe(before + 1);
    expect(
      await count('gateway_graphql_requests_total', { operation: 'EdgeListing', outcome: 'graphql_error' }),
    ).toBe(0);
    expect(await count('gateway_http_requests_total', { route: '/graphql', status_code: '200' })).toBe(
      httpBefore + 1,
    );
  });

  it('sends no cookie, and the same bytes, to a shopper with a cart and a stranger', async () => {
    const shopper = new Browser(stack.gateway);
    const products = await shopper.graphql<{
      catalogue: { products: { __typename: string; databaseId: number }[] };
    }>(`query { catalogue(perPage: 30) { products { __typename databaseId } } }`);
    const simple = products.data.catalogue.products.find(
      (product) => product.__typename === 'SimpleProduct',
    )!;
    const added = await shopper.graphql(
      `mutation { addToCart(input: { productId: ${simple.databaseId}, quantity: 1 }) { cart { isEmpty } } }`,
    );
    expect(added.errors).toBeUndefined();
    const cookie = shopper.cookieHeader(); // the shopper's session, with a cart behind it
    expect(cookie).toContain('nails_session=');
    await post();
    const withSession = await post({ cookie });
    const stranger = await post();
    expect(withSession.headers['x-cache']).toBe('hit');
    expect(withSession.headers['set-cookie']).toBeUndefined();
    expect(stranger.headers['set-cookie']).toBeUndefined();
    expect(withSession.rawPayload.equals(stranger.rawPayload)).toBe(true);
  });
});
