import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCommerceConfig } from '../../src/config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('shop settings', () => {
  it('runs with no settings: no Stripe, no social login, a stable token issuer', () => {
    const config = loadCommerceConfig({ VAR_DIR: dir });
    expect(config.stripeEnabled).toBe(false);
    expect(config.COMMERCE_LOGIN_CLIENTS).toEqual([]);
    expect(config.issuer).toBe('http://localhost:4010');
    expect(config.COMMERCE_JWT_SECRET.length).toBeGreaterThan(20);
  });

  it('refuses a malformed login client list, naming the setting and the field', () => {
    expect(() =>
      loadCommerceConfig({
        VAR_DIR: dir,
        COMMERCE_LOGIN_CLIENTS: '[{"provider":"OAUTH2_GENERIC","name":"X"}]',
      }),
    ).toThrow(/COMMERCE_LOGIN_CLIENTS is invalid: .*0\.clientId/);
    expect(() => loadCommerceConfig({ VAR_DIR: dir, COMMERCE_LOGIN_CLIENTS: 'not json' })).toThrow(
      /COMMERCE_LOGIN_CLIENTS is invalid: must be JSON/,
    );
  });
});
