import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertProductionSecrets, ConfigError, flag, loadConfig, port } from '../src/config.ts';

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
  const strong = 'x'.repeat(40);
  it('refuses generated or short secrets in production only', () => {
    const generated = (value: string) => value === strong;
    expect(() =>
      assertProductionSecrets('gateway', 'production', { COOKIE_SECRET: strong }, generated),
    ).toThrow(/COOKIE_SECRET must be set/);
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
});
