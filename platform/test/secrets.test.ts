import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isGeneratedSecret, loadOrCreateSecrets, secretsFile } from '../src/secrets.ts';

describe('shared secrets', () => {
  it('are generated once into var/ and read back unchanged by the next service', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nails-secrets-'));
    const first = loadOrCreateSecrets(dir);
    const second = loadOrCreateSecrets(dir);
    expect(second).toEqual(first);
    expect(first.contentApiToken).toMatch(/^[\w-]{43}$/);
    expect(new Set(Object.values(first)).size).toBe(Object.keys(first).length);
    expect(statSync(secretsFile(dir)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(secretsFile(dir), 'utf8'))).toEqual(first);
    expect(isGeneratedSecret(first.commerceWebhookSecret, dir)).toBe(true);
    expect(isGeneratedSecret('something else', dir)).toBe(false);
  });
});
