import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { offlineGateway } from '../support/offline-gateway.ts';

const addToWishlist = 'mutation($id: Int!) { addToWishlist(productId: $id) { productIds } }';

/** Gateway README "Sessions": new sessions per client IP are bounded; what a shopper has stays. */
describe('the per-IP bound on new sessions', () => {
  let app: FastifyInstance;
  let events: EventStore;
  beforeAll(async () => {
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-session-bound-')),
      outbox: { enabled: false },
    });
    app = await offlineGateway({ SESSION_NEW_PER_IP: '3', SESSION_NEW_WINDOW_MS: '600000' }, {}, { events });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await events?.close();
  });

  const post = (ip: string, query: string, variables: Record<string, unknown>, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      payload: { query, variables },
    });
  const cookieOf = (response: Awaited<ReturnType<typeof post>>) => {
    const cookie = response.cookies.find((candidate) => candidate.name === 'nails_session');
    return cookie && `nails_session=${cookie.value}`;
  };

  it('refuses the action that would start one more with RATE_LIMITED, and keeps what shoppers have', async () => {
    const ip = '203.0.113.7';
    const first = await post(ip, addToWishlist, { id: 11 });
    const firstCookie = cookieOf(first)!;
    expect(first.json()).toEqual({ data: { addToWishlist: { productIds: [11] } } });
    for (const id of [12, 13]) expect(cookieOf(await post(ip, addToWishlist, { id }))).toBeDefined();

    const refused = await post(ip, addToWishlist, { id: 14 });
    expect(refused.json().errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', field: 'session' });
    expect(refused.json().errors[0].extensions.retryAfter).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(cookieOf(refused)).toBeUndefined();
    // A cart change is refused before commerce is asked (this gateway's commerce is offline:
    // anything that reached it would be UPSTREAM_UNAVAILABLE).
    const cart = await post(
      ip,
      'mutation { addToCart(input: { productId: 11, quantity: 1 }) { cart { isEmpty } } }',
      {},
    );
    expect(cart.json().errors[0].extensions.code).toBe('RATE_LIMITED');

    // The shopper who has a session keeps it and keeps changing it.
    const again = await post(ip, addToWishlist, { id: 15 }, firstCookie);
    expect(again.json()).toEqual({ data: { addToWishlist: { productIds: [11, 15] } } });
    expect(cookieOf(again)).toBeUndefined();
    // Another address is not affected.
    expect(cookieOf(await post('198.51.100.9', addToWishlist, { id: 11 }))).toBeDefined();
  });
});
