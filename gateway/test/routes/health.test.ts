import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadGatewayConfig } from '../../src/config.ts';

describe('gateway health', () => {
  it('answers /healthz', async () => {
    const config = loadGatewayConfig({ VAR_DIR: mkdtempSync(path.join(tmpdir(), 'gw-')) });
    const app = await buildApp(config);
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('treats empty settings as unset, as .env.example leaves them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gw-'));
    const config = loadGatewayConfig({
      VAR_DIR: dir,
      CONTENT_API_TOKEN: '',
      WEB_DIST_DIR: '',
      REDIS_URL: '',
    });
    expect(config.CONTENT_API_TOKEN.length).toBeGreaterThan(20);
    expect(config.WEB_DIST_DIR).toMatch(/web[/\\]dist$/);
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('names a bad setting', () => {
    expect(() =>
      loadGatewayConfig({ VAR_DIR: mkdtempSync(path.join(tmpdir(), 'gw-')), CATALOGUE_PER_PAGE: 'many' }),
    ).toThrow(/CATALOGUE_PER_PAGE is invalid/);
  });

  it('refuses to start in production mode on generated secrets, naming them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gw-'));
    expect(() => loadGatewayConfig({ VAR_DIR: dir, APP_MODE: 'production' })).toThrow(
      /COOKIE_SECRET must be set/,
    );
  });
});
