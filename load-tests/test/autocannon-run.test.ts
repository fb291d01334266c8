/**
 * The Node runner against a stand-in gateway (node:http) that answers the add-to-cart journey
 * and counts what it receives: the runner carries each shopper's session cookie from addToCart
 * to the cart, starts every journey as a new shopper, and counts GraphQL errors on HTTP 200.
 */
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { runWithAutocannon } from '../src/autocannon-run.ts';
import { findScenario, initialShared } from '../src/scenarios.ts';

interface Seen {
  operations: Record<string, number>;
  cartsWithoutCookie: number;
  addsWithCookie: number;
  /** X-Forwarded-For of each journey's first request. */
  journeyAddresses: string[];
}

function standInGateway(options: { failAddToCart: boolean }): { server: Server; seen: Seen } {
  const seen: Seen = { operations: {}, cartsWithoutCookie: 0, addsWithCookie: 0, journeyAddresses: [] };
  let sessions = 0;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const { operationName } = JSON.parse(raw) as { operationName: string };
      seen.operations[operationName] = (seen.operations[operationName] ?? 0) + 1;
      const cookie = request.headers.cookie ?? '';
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      let body: unknown;
      if (operationName === 'LoadCatalogue') {
        seen.journeyAddresses.push(String(request.headers['x-forwarded-for']));
        body = {
          data: {
            catalogue: {
              total: 1,
              pageCount: 1,
              products: [
                { __typename: 'SimpleProduct', databaseId: 7, slug: 'aurora', stockStatus: 'IN_STOCK' },
              ],
              facets: { price: { min: 5, max: 20 }, categories: [], attributes: [] },
            },
          },
        };
      } else if (operationName === 'LoadAddToCart') {
        if (cookie.includes('sid=')) seen.addsWithCookie += 1;
        sessions += 1;
        headers['set-cookie'] = `sid=s${sessions}; Path=/; HttpOnly`;
        body = options.failAddToCart
          ? { data: { addToCart: null }, errors: [{ message: 'Out of stock' }] }
          : { data: { addToCart: { cart: { isEmpty: false, contents: { itemCount: 1 } } } } };
      } else {
        if (!cookie.includes('sid=')) seen.cartsWithoutCookie += 1;
        body = {
          data: { cart: cookie.includes('sid=') ? { isEmpty: false, availableShippingMethods: [] } : null },
        };
      }
      response.writeHead(200, headers).end(JSON.stringify(body));
    });
  });
  return { server, seen };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe('runWithAutocannon', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('runs whole journeys, each a new shopper carrying its own session cookie', async () => {
    const gateway = standInGateway({ failAddToCart: false });
    server = gateway.server;
    const baseUrl = await listen(server);
    const run = await runWithAutocannon(findScenario('add-to-cart'), {
      baseUrl,
      shared: initialShared('t', {}),
      runId: 't',
      durationSeconds: 1,
      connections: 2,
    });

    const { operations } = gateway.seen;
    expect(run.samples.failed).toBe(0);
    expect(run.problems.size).toBe(0);
    expect(run.samples.iterations).toBeGreaterThan(0);
    expect(operations.LoadCart).toBeGreaterThanOrEqual(run.samples.iterations);
    expect(gateway.seen.cartsWithoutCookie).toBe(0); // the cookie from addToCart reached the cart
    expect(gateway.seen.addsWithCookie).toBe(0); // a new journey never reuses the last shopper's cookie
    expect(new Set(gateway.seen.journeyAddresses).size).toBe(gateway.seen.journeyAddresses.length); // one client address per shopper
    const answered = Object.values(operations).reduce((sum, count) => sum + count, 0);
    expect(run.samples.latenciesMs.length).toBeLessThanOrEqual(answered);
    expect(run.samples.latenciesMs.length).toBeGreaterThanOrEqual(answered - 2); // in flight at the end
    // Each latency is filed under the operation it answered, and when it finished.
    for (const name of ['LoadCatalogue', 'LoadAddToCart', 'LoadCart'])
      expect(run.samples.operations![name]!.length, name).toBeGreaterThanOrEqual(operations[name]! - 2);
    const filed = Object.values(run.samples.operations!).reduce((sum, list) => sum + list.length, 0);
    expect(filed).toBe(run.samples.latenciesMs.length);
    expect(run.samples.finishedAtMs!.length).toBe(run.samples.latenciesMs.length);
    expect(Math.max(...run.samples.finishedAtMs!)).toBeLessThanOrEqual(run.samples.elapsedMs);
  });

  it('counts GraphQL errors sent with HTTP 200 as failures and ends those journeys', async () => {
    const gateway = standInGateway({ failAddToCart: true });
    server = gateway.server;
    const baseUrl = await listen(server);
    const run = await runWithAutocannon(findScenario('add-to-cart'), {
      baseUrl,
      shared: initialShared('t', {}),
      runId: 't',
      durationSeconds: 1,
      connections: 2,
    });

    expect(run.samples.iterations).toBe(0);
    // Each reason names the operation that failed.
    expect(run.problems.get('LoadAddToCart: GraphQL error: Out of stock')).toBe(run.samples.failed);
    expect(run.samples.failed).toBeGreaterThanOrEqual(gateway.seen.operations.LoadAddToCart! - 2);
    expect(gateway.seen.operations.LoadCart ?? 0).toBe(0); // no journey went past the failed step
  });
});
