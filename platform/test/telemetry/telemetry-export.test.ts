/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, spans leave the process as OTLP/HTTP to `<endpoint>/v1/traces`
 * with the service name and version as resource attributes (a local receiver stands in for the
 * collector).
 */
import { createServer, type Server } from 'node:http';
import { trace } from '@opentelemetry/api';
import { afterAll, describe, expect, it } from 'vitest';
import { startTelemetry } from '../../src/telemetry/sdk.ts';

interface Received {
  path: string;
  body: string;
}

describe('OTLP export', () => {
  const received: Received[] = [];
  let server: Server;

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends spans with the service name and version to the configured endpoint', async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ path: request.url ?? '', body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };

    const telemetry = startTelemetry({
      serviceName: 'gateway',
      serviceVersion: '1.2.3',
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` },
    });
    expect(telemetry.exporting).toBe(true);
    trace.getTracer('test').startActiveSpan('checkout', (span) => span.end());
    await telemetry.shutdown(); // flushes the batch

    expect(received.map((entry) => entry.path)).toContain('/v1/traces');
    const body = received.map((entry) => entry.body).join('\n');
    expect(body).toContain('checkout');
    expect(body).toContain('gateway');
    expect(body).toContain('1.2.3');
  });
});
