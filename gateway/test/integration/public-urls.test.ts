import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/config.ts';
import { startStack, type Stack } from '../support/stack.ts';

const publicUrl = 'https://nails.example';

describe('PUBLIC_URL: the only origin shoppers and crawlers are given', () => {
  let stack: Stack;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'gw-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head></head><div id="root"></div></html>',
    );
    stack = await startStack({ WEB_DIST_DIR: dist, PUBLIC_URL: `${publicUrl}/` });
  }, 120_000);
  afterAll(async () => stack?.close(), 60_000);

  it('lists every page in all six languages with hreflang alternates and lastmod, under PUBLIC_URL', async () => {
    const response = await stack.gateway.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example' },
    });
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const hrefs = [...response.body.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    expect(locs.length).toBeGreaterThan(6 * 65);
    expect([...locs, ...hrefs].every((url) => url.startsWith(`${publicUrl}/`))).toBe(true);
    expect(locs).toContain(`${publicUrl}/product-category/shapes`);
    for (const prefix of ['', '/de', '/es', '/fr', '/it', '/pt'])
      expect(locs).toContain(`${publicUrl}${prefix}/products`);
    // One product's entry in German: its lastmod and the alternates of all six languages.
    const entry = response.body
      .split('<url>')
      .find((block) => block.includes(`<loc>${publicUrl}/de/product/`))!;
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    for (const hreflang of ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pt-BR', 'x-default'])
      expect(entry).toContain(`hreflang="${hreflang}"`);
    const robots = await stack.gateway.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'evil.example' },
    });
    expect(robots.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it('tells the storefront its public origin in every page it serves, the home page too', async () => {
    for (const url of ['/', '/de/product-category/shapes', '/no-such-page']) {
      const response = await stack.gateway.inject({ method: 'GET', url });
      expect(response.body).toContain(`<meta name="public-url" content="${publicUrl}">`);
    }
  });

  it('proxies /downloads/shop/download to commerce and nothing else of it', async () => {
    const forged = await stack.gateway.inject({
      method: 'GET',
      url: '/downloads/shop/download?token=forged',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('invalid or has expired');
    expect(forged.headers['cache-control']).toBe('private, no-store');
    expect((await stack.gateway.inject({ method: 'GET', url: '/downloads/graphql' })).statusCode).toBe(404);
  });

  it('lets the avatar (Gravatar) through the content security policy', async () => {
    const response = await stack.gateway.inject({ method: 'GET', url: '/' });
    expect(String(response.headers['content-security-policy'])).toMatch(
      /img-src[^;]*https:\/\/secure\.gravatar\.com/,
    );
  });

  it('is required in production, and defaults to the request origin in development', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gw-public-'));
    const production = {
      VAR_DIR: dir,
      APP_MODE: 'production',
      CONTENT_API_TOKEN: 'content-token-for-tests-0123456789',
      COMMERCE_WEBHOOK_SECRET: 'webhook-secret-for-tests-0123456789',
      COOKIE_SECRET: 'cookie-secret-for-tests-0123456789abc',
      METRICS_PORT: '0',
    };
    expect(() => loadGatewayConfig(production)).toThrow(/PUBLIC_URL is required/);
    expect(loadGatewayConfig({ ...production, PUBLIC_URL: 'https://a.example/' }).PUBLIC_URL).toBe(
      'https://a.example',
    );
    expect(loadGatewayConfig({ VAR_DIR: dir }).PUBLIC_URL).toBeUndefined();
  });
});
