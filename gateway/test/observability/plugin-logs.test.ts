/**
 * The plugin's fallback for loggers without the platform's trace mixin: the request logger is
 * bound to the request's trace, so its lines name the trace they belong to.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startInMemoryTelemetry, trace } from '@nails/platform/telemetry';

const telemetry = await startInMemoryTelemetry('plugin-logs-test');
const { default: Fastify } = await import('fastify');
const { pino } = await import('pino');
const { observability } = await import('../../src/observability/plugin.ts');
const { createGatewayMetrics } = await import('../../src/observability/metrics.ts');

describe('trace ids on request logs', () => {
  it('binds trace_id and span_id to the request logger when the logger has no mixin', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ loggerInstance: pino(sink) });
    await app.register(observability, { metrics: createGatewayMetrics() });
    app.get('/product', async (request) => {
      request.log.info('product served');
      return { ok: true };
    });
    const traceId = await trace.getTracer('test').startActiveSpan('shopper', async (span) => {
      await app.inject({ method: 'GET', url: '/product' });
      span.end();
      return span.spanContext().traceId;
    });
    await app.close();
    await telemetry.shutdown();

    const served = lines.find((line) => line.msg === 'product served');
    expect(served?.trace_id).toBe(traceId);
    expect(served?.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(lines.find((line) => line.msg === 'request completed')?.trace_id).toBe(traceId);
  });
});
