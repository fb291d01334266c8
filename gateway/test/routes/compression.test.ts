import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineGateway, postGraphQL } from '../support/offline-gateway.ts';

// A built storefront in miniature: one hashed asset with the .br and .gz files the web build writes.
const script = `console.log(${JSON.stringify('press-on nails '.repeat(400))});\n`;
const page = `<!doctype html><html lang="en"><head><title>Nails</title></head><body>${'<p>shop</p>'.repeat(300)}</body></html>`;

function builtStorefront(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'gw-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), page);
  const asset = path.join(dist, 'assets', 'main-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  return dist;
}

describe('compression: static assets precompressed, dynamic answers compressed per request', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway({ WEB_DIST_DIR: builtStorefront() });
  });
  afterAll(async () => app.close());

  const asset = (acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves the build-time brotli file to a browser that accepts br', async () => {
    const response = await asset('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('serves the gzip file to a client that only accepts gzip', async () => {
    const response = await asset('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('serves the plain file to a client that accepts no encoding', async () => {
    const response = await asset();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('compresses storefront HTML pages', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/products',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Nails</title>');
  });

  it('compresses GraphQL answers', async () => {
    // The type list (introspection is on outside production) is a few KB without any upstream.
    const query = '{ __schema { types { name } } }';
    const response = await postGraphQL(app, { query }, { 'accept-encoding': 'gzip' });
    const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload) : null;
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(String(body))).toHaveProperty(['data', '__schema', 'types']);
  });
});
