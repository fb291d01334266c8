/**
 * The shared telemetry with its real instrumentations: a request to service A that fetches from
 * service B is one trace, B continues it from the traceparent A sends, and log lines inside the
 * request carry its trace id. Modules to instrument are imported after the SDK starts, as the
 * `--import` preload does for the services.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { startInMemoryTelemetry, type InMemoryTelemetry } from '../../src/telemetry/testing.ts';
import { traceMixin } from '../../src/telemetry/logs.ts';

describe('telemetry across two services', () => {
  let telemetry: InMemoryTelemetry;
  const apps: { close(): PromiseLike<unknown> }[] = [];
  const lines: Record<string, unknown>[] = [];
  let serviceA = '';

  beforeAll(async () => {
    telemetry = await startInMemoryTelemetry('platform-test');
    const { default: Fastify } = await import('fastify');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const b = Fastify();
    b.get('/stock', async (request) => ({ sawTraceparent: typeof request.headers.traceparent === 'string' }));
    const a = Fastify({ loggerInstance: pino({ mixin: traceMixin }, sink) });
    const bUrl = await b.listen({ host: '127.0.0.1', port: 0 });
    a.get('/product', async (request) => {
      const stock = (await (await fetch(`${bUrl}/stock?sku=secret-sku`)).json()) as {
        sawTraceparent: boolean;
      };
      request.log.info('product served');
      return stock;
    });
    serviceA = await a.listen({ host: '127.0.0.1', port: 0 });
    apps.push(a, b);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await telemetry.shutdown();
  });

  it('makes one trace of the request, the upstream fetch and the upstream handling it', async () => {
    const response = await fetch(`${serviceA}/product?email=someone@example.com`);
    expect(await response.json()).toEqual({ sawTraceparent: true });
    await telemetry.exporter.forceFlush();

    const served = telemetry.spans().find((span) => span.name === 'GET /product');
    expect(served).toBeDefined();
    const traceId = served!.spanContext().traceId;
    const trace = telemetry.spans().filter((span) => span.spanContext().traceId === traceId);
    const names = trace.map((span) => span.name);
    expect(names).toEqual(expect.arrayContaining(['GET /product', 'GET /stock', 'GET']));
    // B's server span is a child of A's outgoing fetch span: the trace continued over HTTP.
    const outgoing = trace.find(
      (span) =>
        span.instrumentationScope.name.includes('undici') &&
        String(span.attributes['url.full']).includes('/stock'),
    );
    const upstream = trace.find((span) => span.name === 'GET /stock');
    expect(upstream!.parentSpanContext?.spanId).toBe(outgoing!.spanContext().spanId);
    // Query strings never reach span attributes.
    expect(JSON.stringify(trace.map((span) => span.attributes))).not.toMatch(
      /secret-sku|someone@example\.com/,
    );
  });

  it('stamps the trace id on log lines logged inside the request', () => {
    const line = lines.find((entry) => entry.msg === 'product served');
    const served = telemetry.spans().find((span) => span.name === 'GET /product');
    expect(line?.trace_id).toBe(served!.spanContext().traceId);
    expect(line?.span_id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('exports nothing when no OTLP endpoint is set', () => {
    expect(telemetry.enabled).toBe(true);
    expect(telemetry.exporting).toBe(false);
  });
});
