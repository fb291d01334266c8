import type { FastifyPluginAsync } from 'fastify';

/** Liveness: the process answers. Readiness (upstreams, cache, event store) lives at /readyz. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
};
