import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineGateway, postGraphQL } from '../support/offline-gateway.ts';

describe('the shopper session cookie', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway();
    // A route that starts a session the way a cart call does, to look at the cookie alone.
    app.get('/__start', async (request, reply) => {
      const shopper = await app.shopperFor(request, reply);
      await shopper.attachUpstream('upstream-token');
      return { ok: true };
    });
  });
  afterAll(async () => app.close());

  it('is opaque, signed, HttpOnly and SameSite=Lax; Secure outside localhost', async () => {
    const local = await app.inject({ method: 'GET', url: '/__start', headers: { host: 'localhost:3000' } });
    const cookie = local.cookies.find((c) => c.name === 'nails_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).not.toContain('upstream-token');
    const remote = await app.inject({
      method: 'GET',
      url: '/__start',
      headers: { host: 'shop.example.com' },
    });
    expect(remote.cookies.find((c) => c.name === 'nails_session')!.secure).toBe(true);
  });

  it('ignores a tampered cookie', async () => {
    const started = await app.inject({ method: 'GET', url: '/__start', headers: { host: 'localhost' } });
    const value = started.cookies.find((c) => c.name === 'nails_session')!.value;
    const response = await postGraphQL(
      app,
      { query: '{ session { signedIn customerId } }' },
      { cookie: `nails_session=${value.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}` },
    );
    expect(response.json()).toEqual({ data: { session: { signedIn: false, customerId: null } } });
  });
});
