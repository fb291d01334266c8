import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AddressInfo } from 'node:net';
import type { GatewayMetrics } from './metrics.ts';

export interface MetricsListenerOptions {
  host: string;
  port: number;
  metrics: GatewayMetrics;
}

/**
 * `/metrics` on its own listener (METRICS_HOST:METRICS_PORT), so the shop's public port never
 * serves it (cross-team decision "Metrics"; required in APP_MODE=production). It opens when the
 * app is ready and closes with it; a port already taken makes the start fail.
 * `app.metricsUrl()` says where it listens (tests start it on port 0).
 */
export const metricsListener = fp<MetricsListenerOptions>(
  async (app, options) => {
    let server: FastifyInstance | undefined;
    app.decorate('metricsUrl', () => {
      const address = server?.server.address() as AddressInfo | null | undefined;
      if (!address) return undefined;
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${host}:${address.port}/metrics`;
    });
    app.addHook('onReady', async () => {
      server = Fastify({ logger: false });
      server.get('/metrics', async (_request, reply) => {
        reply.header('content-type', options.metrics.registry.contentType);
        return options.metrics.registry.metrics();
      });
      await server.listen({ host: options.host, port: options.port });
      app.log.info({ url: app.metricsUrl() }, 'metrics listening');
    });
    app.addHook('onClose', async () => server?.close());
  },
  { name: 'metrics-listener' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the separate metrics listener serves `/metrics`, once ready (undefined without one). */
    metricsUrl: () => string | undefined;
  }
}
