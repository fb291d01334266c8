import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { healthRoutes } from './routes/health.ts';
import { InMemorySessionStore, type SessionStore } from './sessions/session-store.ts';

/** What a caller can swap in: the event-sourced session store replaces the in-memory one. */
export interface GatewayServices {
  sessionStore?: SessionStore;
}

/** Builds the gateway without listening, so tests can call it with `app.inject`. */
export async function buildApp(
  config: GatewayConfig,
  options: FastifyServerOptions = {},
  services: GatewayServices = {},
): Promise<FastifyInstance> {
  const app = Fastify(options);
  app.decorate('config', config);
  app.decorate('sessionStore', services.sessionStore ?? new InMemorySessionStore());
  await app.register(healthRoutes);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: GatewayConfig;
    sessionStore: SessionStore;
  }
}
