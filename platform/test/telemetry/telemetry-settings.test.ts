import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.ts';
import { describeEntry } from '../../src/telemetry/service-identity.ts';
import { redactAttributes } from '../../src/telemetry/redaction.ts';
import { loadTelemetrySettings } from '../../src/telemetry/settings.ts';

describe('telemetry settings', () => {
  it('samples everything and exports nothing by default', () => {
    const settings = loadTelemetrySettings({});
    expect(settings.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(settings.OTEL_TRACES_SAMPLER).toBe('parentbased_always_on');
    expect(settings.OTEL_GRAPHQL_RESOLVER_SPANS).toBe(false);
  });

  it('names a bad sampler ratio', () => {
    expect(() => loadTelemetrySettings({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(ConfigError);
    expect(() => loadTelemetrySettings({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(
      /OTEL_TRACES_SAMPLER_ARG is invalid/,
    );
  });
});

describe('span attribute redaction', () => {
  it('drops personal and secret attributes and strips query strings, keeping infrastructure', () => {
    const attributes: Record<string, unknown> = {
      'url.full': 'http://commerce:4010/graphql?token=abc',
      'url.path': '/search?q=ruby',
      'url.query': 'q=ruby',
      'http.request.header.authorization': ['Bearer abc'],
      'http.request.header.cookie': ['sid=1'],
      'client.address': '203.0.113.9',
      'enduser.id': '42',
      'customer.email': 'someone@example.com',
      'server.address': 'commerce',
      'network.peer.address': '10.0.0.2',
      'graphql.operation.name': 'Checkout',
    };
    redactAttributes(attributes);
    expect(attributes).toEqual({
      'url.full': 'http://commerce:4010/graphql',
      'url.path': '/search',
      'server.address': 'commerce',
      'network.peer.address': '10.0.0.2',
      'graphql.operation.name': 'Checkout',
    });
  });
});

describe('service identity', () => {
  it('names a service after the package holding its entry script', () => {
    expect(describeEntry(new URL('../../src/telemetry/register.ts', import.meta.url).pathname)).toEqual({
      name: 'platform',
      version: '0.1.0',
    });
  });
});

describe('hasMixin', () => {
  it('tells a logger that stamps trace ids itself (children included) from one that does not', async () => {
    const { pino } = await import('pino');
    const { hasMixin, traceMixin } = await import('../../src/telemetry/logs.ts');
    const stream = { write: () => undefined };
    expect(hasMixin(pino({ mixin: traceMixin }, stream))).toBe(true);
    expect(hasMixin(pino({ mixin: traceMixin }, stream).child({ reqId: 1 }))).toBe(true);
    expect(hasMixin(pino(stream))).toBe(false);
  });
});

describe('empty settings', () => {
  it('treats NAME= (empty, as in a copied .env.example) as unset', () => {
    const settings = loadTelemetrySettings({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_SERVICE_NAME: '' });
    expect(settings.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(settings.OTEL_SERVICE_NAME).toBeUndefined();
  });
});
