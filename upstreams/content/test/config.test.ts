import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadOrCreateSecrets } from '@nails/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContentConfig } from '../src/config.ts';

const varDir = mkdtempSync(path.join(tmpdir(), 'content-config-'));
afterAll(() => rmSync(varDir, { recursive: true, force: true }));

describe('content settings', () => {
  it('uses the generated tokens the gateway reads, also when .env leaves them empty', () => {
    const config = loadContentConfig({
      VAR_DIR: varDir,
      CONTENT_API_TOKEN: '',
      CONTENT_READ_ONLY_TOKEN: ' ',
    });
    const secrets = loadOrCreateSecrets(varDir);
    expect(config.CONTENT_API_TOKEN).toBe(secrets.contentApiToken);
    expect(config.CONTENT_READ_ONLY_TOKEN).toBe(secrets.contentReadOnlyToken);
    expect(config.CONTENT_PORT).toBe(4020);
    expect(config.CONTENT_REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(config.databaseFile).toBe(path.join(varDir, 'content', 'content.sqlite'));
  });

  it('refuses a bad setting with a message naming it', () => {
    expect(() => loadContentConfig({ VAR_DIR: varDir, CONTENT_REQUEST_TIMEOUT_MS: 'soon' })).toThrow(
      /CONTENT_REQUEST_TIMEOUT_MS is invalid/,
    );
  });

  it('refuses generated secrets in production', () => {
    expect(() => loadContentConfig({ VAR_DIR: varDir, APP_MODE: 'production' })).toThrow(
      /CONTENT_API_TOKEN must be set/,
    );
  });
});
