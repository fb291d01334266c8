/**
 * Graceful stop as an SRE sees it: a service started as `npm start` starts it (telemetry preload,
 * spans exported over OTLP/HTTP) answers one request, gets SIGTERM right away, and that
 * request's spans still reach the collector (here a small OTLP/HTTP receiver). The SDK batches
 * spans for 5 s, so they only arrive if the service shuts the SDK down before it exits.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtlpReceiver, type OtlpReceiver } from './support/otlp-receiver.ts';
import { startService, type ServiceName } from './support/service-process.ts';

let receiver: OtlpReceiver;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
});
afterAll(() => receiver.close());

const requests: Record<ServiceName, { path: string; init: RequestInit }> = {
  content: { path: '/api/global', init: {} },
  commerce: {
    path: '/graphql',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    },
  },
  gateway: {
    path: '/graphql',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    },
  },
};

describe('SIGTERM', () => {
  it.each(['content', 'commerce', 'gateway'] as const)(
    '%s exports the last request’s spans, logs its stop and exits 0',
    async (name) => {
      const service = await startService(name, { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
      try {
        const traceId = randomBytes(16).toString('hex');
        const { path, init } = requests[name];
        const response = await fetch(`${service.url}${path}`, {
          ...init,
          headers: { ...init.headers, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
        });
        expect(response.status).toBeLessThan(500);
        await response.arrayBuffer();
        expect(receiver.spans().filter((span) => span.traceId === traceId)).toEqual([]);

        const exit = await service.stop('SIGTERM');
        expect(exit.code, service.output()).toBe(0);
        const spans = receiver.spans().filter((span) => span.traceId === traceId);
        // The incoming request's server span (kind 2), under the service's own name.
        expect(spans.some((span) => span.kind === 2 && span.serviceName === name)).toBe(true);
        expect(service.output()).toContain('stopping: no new requests, draining');
        expect(service.output()).toContain('"msg":"stopped"');
      } finally {
        await service.kill();
      }
    },
    150_000,
  );
});
