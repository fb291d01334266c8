import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCommerceConfig, startCommerce, type RunningCommerce } from '../src/index.ts';

// A real service (migrations, seed, argon2): limits for a loaded 2-core machine, not assertions.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const strong = () => randomBytes(32).toString('base64url');

const post = async (url: string, query: string) => {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
};

const demoLogin =
  'mutation { login(input: { provider: PASSWORD, credentials: { username: "demo", password: "demo-nails-2026" } }) { user { username } } }';

describe('commerce in APP_MODE=production', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'commerce-production-'));
  const developmentDir = mkdtempSync(path.join(tmpdir(), 'commerce-development-'));
  let production: RunningCommerce;
  let development: RunningCommerce;
  beforeAll(async () => {
    production = await startCommerce({
      host: '127.0.0.1',
      port: 0,
      env: {
        VAR_DIR: varDir,
        APP_MODE: 'production',
        COMMERCE_JWT_SECRET: strong(),
        COMMERCE_WEBHOOK_SECRET: strong(),
        COMMERCE_WEBHOOK_URLS: '',
      },
    });
    development = await startCommerce({
      host: '127.0.0.1',
      port: 0,
      env: { VAR_DIR: developmentDir, APP_MODE: 'development', COMMERCE_WEBHOOK_URLS: '' },
    });
  });
  afterAll(async () => {
    await production?.close();
    await development?.close();
    rmSync(varDir, { recursive: true, force: true });
    rmSync(developmentDir, { recursive: true, force: true });
  });

  it('seeds the shop but not the demo customer (development still has it)', async () => {
    const refused = await post(production.url, demoLogin);
    expect(refused.data?.login ?? null).toBeNull();
    expect(refused.errors?.length).toBeGreaterThan(0);
    const products = await post(production.url, '{ products(first: 3) { nodes { name } } }');
    expect((products.data?.products as { nodes: unknown[] }).nodes).toHaveLength(3);

    const signedIn = await post(development.url, demoLogin);
    expect(signedIn.data?.login).toEqual({ user: { username: 'demo' } });
  });

  it('refuses introspection (development answers it)', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    const refused = await post(production.url, introspection);
    expect(refused.data?.__schema).toBeUndefined();
    expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await post(development.url, introspection)).data).toMatchObject({
      __schema: { queryType: { name: expect.any(String) } },
    });
  });

  it('refuses weak, generated or unset secrets at start, naming the setting', () => {
    const env = { VAR_DIR: varDir, APP_MODE: 'production', COMMERCE_WEBHOOK_SECRET: strong() };
    expect(() => loadCommerceConfig({ ...env, COMMERCE_JWT_SECRET: 'x'.repeat(64) })).toThrow(
      /COMMERCE_JWT_SECRET must be set.*too few different characters/,
    );
    expect(() => loadCommerceConfig({ ...env, COMMERCE_JWT_SECRET: 'short-but-random-7Gq' })).toThrow(
      /COMMERCE_JWT_SECRET must be set.*20 characters/,
    );
    expect(() => loadCommerceConfig(env)).toThrow(/COMMERCE_JWT_SECRET must be set.*not set/);
    expect(() => loadCommerceConfig({ ...env, COMMERCE_JWT_SECRET: strong() })).not.toThrow();
  });
});
