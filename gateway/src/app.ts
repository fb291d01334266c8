import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { healthRoutes } from './routes/health.ts';

/** Builds the gateway without listening, so tests can call it with `app.inject`. */
export async function buildApp(config: GatewayConfig, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(options);
  app.decorate('config', config);
  await app.register(healthRoutes);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: GatewayConfig;
  }
}
