import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineGateway, postGraphQL, productionSecrets } from '../support/offline-gateway.ts';

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
    expect(remote.cookies.find((c) => c.name === '__Host-nails_session')!.secure).toBe(true);
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

/** A route that starts a session the way a cart call does, to look at the cookie alone. */
function withStartRoute(app: FastifyInstance): FastifyInstance {
  app.get('/__start', async (request, reply) => {
    const shopper = await app.shopperFor(request, reply);
    await shopper.attachUpstream('upstream-token');
    return { ok: true };
  });
  app.get('/__look', async (request, reply) => {
    await app.shopperFor(request, reply);
    return { ok: true };
  });
  return app;
}

describe('the session cookie in production, behind a proxy that forwards Host: 127.0.0.1', () => {
  let production: FastifyInstance;
  let httpsDevelopment: FastifyInstance;
  beforeAll(async () => {
    production = withStartRoute(await offlineGateway(productionSecrets));
    httpsDevelopment = withStartRoute(await offlineGateway({ PUBLIC_URL: 'https://shop.example' }));
  });
  afterAll(async () => {
    await production.close();
    await httpsDevelopment.close();
  });

  it('is Secure and named __Host- (Path=/, no Domain) whatever the Host header, in production or under an https PUBLIC_URL', async () => {
    for (const app of [production, httpsDevelopment]) {
      const response = await app.inject({
        method: 'GET',
        url: '/__start',
        headers: { host: '127.0.0.1:3000' },
      });
      const header = [response.headers['set-cookie'] ?? []].flat().join('\n');
      expect(header).toMatch(/^__Host-nails_session=[^;]+;.*; Secure/m);
      expect(header).not.toMatch(/Domain=/i);
      const cookie = response.cookies.find((c) => c.name === '__Host-nails_session')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(response.cookies.some((c) => c.name === 'nails_session')).toBe(false);
    }
  });

  it('moves a cookie set under the old name: read once, set again as __Host-, the old one cleared', async () => {
    const started = await production.inject({
      method: 'GET',
      url: '/__start',
      headers: { host: '127.0.0.1' },
    });
    const value = started.cookies.find((c) => c.name === '__Host-nails_session')!.value;

    const moved = await production.inject({
      method: 'GET',
      url: '/__look',
      headers: { host: '127.0.0.1', cookie: `nails_session=${value}` },
    });
    expect(moved.cookies.find((c) => c.name === '__Host-nails_session')).toMatchObject({
      value,
      secure: true,
    });
    expect(moved.cookies.find((c) => c.name === 'nails_session')).toMatchObject({ value: '' });

    // Once moved, the new name is what counts: nothing more is set.
    const after = await production.inject({
      method: 'GET',
      url: '/__look',
      headers: { host: '127.0.0.1', cookie: `__Host-nails_session=${value}` },
    });
    expect(after.cookies).toEqual([]);

    // A forged old-named cookie is only cleared, never promoted.
    const forged = await production.inject({
      method: 'GET',
      url: '/__look',
      headers: { host: '127.0.0.1', cookie: 'nails_session=made.up' },
    });
    expect(forged.cookies.map((c) => [c.name, c.value])).toEqual([['nails_session', '']]);
  });
});
