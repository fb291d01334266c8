import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyPath } from '../../src/routes/storefront-paths.ts';
import { parseImagePath } from '../../src/routes/images.ts';
import { offlineGateway } from '../support/offline-gateway.ts';

describe('storefront route table (behaviour §2)', () => {
  it.each([
    ['/', 'page'],
    ['/de/products', 'page'],
    ['/products/page/3', 'products-page'],
    ['/product/rose-almond', 'product'],
    ['/product-category/almond/page/2', 'category'],
    ['/checkout/order-received/12', 'page'],
    ['/my-account/lost-password', 'page'],
    ['/no-such-page', 'unknown'],
    ['/product/a/b', 'unknown'],
  ])('%s is %s', (url, kind) => {
    expect(classifyPath(url).kind).toBe(kind);
  });
});

describe('image paths', () => {
  const hosts = new Set(['127.0.0.1:4010']);
  it('reads IPX modifiers, takes sizes only from the fixed list and allows only upstream hosts', () => {
    const parsed = parseImagePath('w_300&f_webp&dpr_2/http://127.0.0.1:4010/wp-content/uploads/a.png', hosts);
    expect(parsed).toMatchObject({ width: 300, density: 2, format: 'webp' });
    expect(parseImagePath('w_300/http:/127.0.0.1:4010/a.png', hosts)).toMatchObject({ width: 300 });
    // Sizes outside the list are refused, no longer rounded up to the next one.
    expect(parseImagePath('w_310/http://127.0.0.1:4010/a.png', hosts)).toMatchObject({ field: 'w' });
    expect(parseImagePath('w_300/https://evil.example/a.png', hosts)).toMatchObject({ field: 'source' });
    expect(parseImagePath('x_1/http://127.0.0.1:4010/a.png', hosts)).toMatchObject({
      message: 'Unknown image modifier.',
      field: 'x',
    });
  });
});

describe('HTTP routes without a built storefront', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway();
  });
  afterAll(async () => app.close());

  it('says the storefront is not built', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/storefront is not built/);
  });

  it('serves robots.txt, latest build and security headers allowing Stripe', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toMatch(/Sitemap: http:\/\/localhost(:80)?\/sitemap.xml/);
    const latest = await app.inject({ method: 'GET', url: '/builds/latest.json?t=1' });
    expect(latest.json()).toMatchObject({ id: 'development' });
    expect(latest.headers['cache-control']).toMatch(/no-cache/);
    expect(robots.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/js.stripe.com/);
    expect(robots.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports upstreams in /readyz', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not ready',
      checks: { commerce: { ok: false }, content: { ok: false } },
    });
  });

  it('refuses images from hosts other than the upstreams', async () => {
    const response = await app.inject({ method: 'GET', url: '/_ipx/w_320/https://example.com/a.png' });
    expect(response.statusCode).toBe(400);
  });

  it('allows only listed CORS origins', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('HTTP routes with a built storefront', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'gw-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'builds', 'meta'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'builds', 'latest.json'), JSON.stringify({ id: 'b1', timestamp: 1 }));
    writeFileSync(path.join(dist, 'builds', 'meta', 'b1.json'), JSON.stringify({ id: 'b1', timestamp: 1 }));
    app = await offlineGateway({ WEB_DIST_DIR: dist, CORS_ORIGINS: 'http://localhost:5173' });
  });
  afterAll(async () => app.close());

  it('serves HTML uncached and hashed assets immutable', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('id="root"');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves an asset the same whether or not the request names its origin, so one cached copy serves both', async () => {
    // A module import sends Origin; a plain same-origin request for the same file does not.
    const imported = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { origin: 'http://localhost:5173' },
    });
    const fetched = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    for (const response of [imported, fetched]) {
      expect(response.statusCode).toBe(200);
      expect(String(response.headers.vary ?? '')).not.toMatch(/origin/i);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    // The API still answers a listed origin's CORS request, and says it varies by origin.
    const api = await app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(String(api.headers.vary)).toMatch(/origin/i);
  });

  it('answers unknown paths with 404 and the app (its error page)', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('id="root"');
  });

  it('serves build metadata', async () => {
    expect((await app.inject({ method: 'GET', url: '/builds/latest.json' })).json()).toMatchObject({
      id: 'b1',
    });
    const meta = await app.inject({ method: 'GET', url: '/builds/meta/b1.json' });
    expect(meta.headers['cache-control']).toMatch(/immutable/);
    expect((await app.inject({ method: 'GET', url: '/builds/meta/zzz.json' })).statusCode).toBe(404);
  });

  it('allows listed CORS origins', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});
