import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, flag, loadConfig, port } from '../src/config.ts';
import { assertProductionSecrets, secretWeakness } from '../src/secret-strength.ts';

describe('loadConfig', () => {
  const schema = {
    CONTENT_API_URL: z.url(),
    CONTENT_API_TOKEN: z.string().min(1),
    PORT: port(3000),
    DEBUG: flag(false),
  };

  it('names every missing setting', () => {
    const attempt = () => loadConfig('gateway', schema, {});
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/CONTENT_API_URL is required/);
    expect(attempt).toThrow(/CONTENT_API_TOKEN is required/);
  });

  it('names a bad setting as invalid rather than missing', () => {
    expect(() =>
      loadConfig('gateway', schema, { CONTENT_API_URL: 'not a url', CONTENT_API_TOKEN: 't' }),
    ).toThrow(/CONTENT_API_URL is invalid/);
  });

  it('treats an empty variable as unset, as a .env copied from .env.example leaves them', () => {
    const withDefault = { CONTENT_API_TOKEN: z.string().min(1).default('generated'), PORT: port(3000) };
    expect(loadConfig('gateway', withDefault, { CONTENT_API_TOKEN: '', PORT: '' })).toEqual({
      CONTENT_API_TOKEN: 'generated',
      PORT: 3000,
    });
    expect(() => loadConfig('gateway', schema, { CONTENT_API_URL: '', CONTENT_API_TOKEN: 't' })).toThrow(
      /CONTENT_API_URL is required/,
    );
  });

  it('applies defaults and parses flags and ports', () => {
    const config = loadConfig('gateway', schema, {
      CONTENT_API_URL: 'http://localhost:4020',
      CONTENT_API_TOKEN: 'token',
      DEBUG: 'yes',
    });
    expect(config).toEqual({
      CONTENT_API_URL: 'http://localhost:4020',
      CONTENT_API_TOKEN: 'token',
      PORT: 3000,
      DEBUG: true,
    });
  });
});

describe('assertProductionSecrets', () => {
  // 40 characters of random-looking text; one repeated character is refused (see below).
  const strong = 'k7Qw9zR2mX4vB8nL1pT6yH3cJ5fD0sGaE2uWqZx9';
  it('refuses generated or short secrets in production only', () => {
    const generated = (value: string) => value === strong;
    expect(() =>
      assertProductionSecrets('gateway', 'production', { COOKIE_SECRET: strong }, generated),
    ).toThrow(/COOKIE_SECRET must be set.*generated into var\/secrets.json/);
    expect(() =>
      assertProductionSecrets('gateway', 'production', { COOKIE_SECRET: 'short' }, () => false),
    ).toThrow(ConfigError);
    expect(() =>
      assertProductionSecrets('gateway', 'development', { COOKIE_SECRET: 'short' }, generated),
    ).not.toThrow();
    expect(() =>
      assertProductionSecrets('gateway', 'production', { COOKIE_SECRET: strong }, () => false),
    ).not.toThrow();
  });

  it('names every weak setting: unset, under 32 characters, one character repeated, a default', () => {
    const attempt = () =>
      assertProductionSecrets('gateway', 'production', {
        CONTENT_API_TOKEN: undefined,
        COOKIE_SECRET: 'a'.repeat(24),
        COMMERCE_WEBHOOK_SECRET: 'a'.repeat(64),
        TOKEN_ENCRYPTION_KEY: strong.slice(0, 31),
        OTHER_SECRET: 'replace-with-32-or-more-random-characters',
        GOOD_SECRET: strong,
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/CONTENT_API_TOKEN must be set.*\(it is not set\)/);
    expect(message).toMatch(/COOKIE_SECRET must be set.*\(it has 24 characters\)/);
    expect(message).toMatch(/COMMERCE_WEBHOOK_SECRET must be set.*too few different characters/);
    expect(message).toMatch(/TOKEN_ENCRYPTION_KEY must be set.*\(it has 31 characters\)/);
    expect(message).toMatch(/OTHER_SECRET must be set.*default value/);
    expect(message).not.toMatch(/GOOD_SECRET/);
    // The message names settings, never their values.
    expect(message).not.toContain('a'.repeat(24));
  });

  it('accepts 32 characters of generated-looking text and refuses a short cycle of characters', () => {
    expect(secretWeakness(strong.slice(0, 32))).toBeUndefined();
    expect(secretWeakness('abcabcabcabcabcabcabcabcabcabcabcabc')).toMatch(/different characters/);
  });
});
