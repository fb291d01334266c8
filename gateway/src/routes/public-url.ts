import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The origin of every absolute URL a shopper or crawler gets (sitemap, robots, og:image through
 * the storefront, download links): `PUBLIC_URL`, or in development (where it may be unset) the
 * gateway's own origin as this request reached it. Production requires the setting (config.ts).
 */
export const publicOrigin = (app: FastifyInstance, request: FastifyRequest): string =>
  app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
