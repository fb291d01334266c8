import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import { authenticator } from './auth/access.ts';
import type { ContentConfig } from './config.ts';
import { registerErrorHandling } from './error-handler.ts';
import { StrapiError } from './errors.ts';
import { authRoutes } from './routes/auth.ts';
import { collectionRoutes } from './routes/collections.ts';
import { localeRoutes } from './routes/locales.ts';
import { singleTypeRoutes } from './routes/single-types.ts';
import { uploadRoutes } from './routes/upload.ts';
import type { ContentServices } from './services.ts';

/**
 * The content service as a Fastify app: Strapi's REST dialect under /api, uploaded files under
 * /uploads/, health at /healthz and Strapi's /_health. It owns no process concerns (see server.ts / start.ts).
 */
export async function buildContentApp(
  config: ContentConfig,
  services: ContentServices,
  options: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...options,
    // Strapi reads nested parameters (filters[key][$eq]=…) with qs; so do we, with limits that keep a hostile query small.
    routerOptions: {
      querystringParser: (text: string) =>
        qs.parse(text, { depth: 10, arrayLimit: 100, parameterLimit: 200 }),
    },
    handlerTimeout: config.CONTENT_REQUEST_TIMEOUT_MS,
    // Fastify's own request lines carry the full URL, and a query such as filters[email][$eq]=…
    // would put an email in the log; onResponse below logs the route pattern instead.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    request.log.info(
      { method: request.method, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
  app.decorateRequest('access', 'read-only');
  registerErrorHandling(app);

  app.get('/healthz', async () => {
    services.db.prepare('SELECT 1').get();
    return { status: 'ok' };
  });
  // Strapi's own health route (an empty 204), which is what the gateway's readiness asks.
  app.get('/_health', async (_request, reply) => {
    services.db.prepare('SELECT 1').get();
    return reply.code(204).header('strapi', 'You are so French!').send();
  });

  await app.register(fastifyStatic, {
    root: services.files.uploadsDir,
    prefix: '/uploads/',
    index: false,
    // Stored names carry a random hash and a replacement gets a new one, so a URL never changes content.
    maxAge: '365d',
    immutable: true,
    // Uploaded SVGs are shown as images, never run as documents with scripts.
    setHeaders: (reply) => {
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
      );
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  await app.register(
    async (api) => {
      // Only the login route is limited (Strapi's users-permissions `ratelimit` on auth routes).
      await api.register(rateLimit, {
        global: false,
        errorResponseBuilder: () =>
          new StrapiError(429, 'RateLimitError', 'Too many requests, please try again later.'),
      });
      authRoutes(api, services.users);
      await api.register(async (protectedApi) => {
        protectedApi.addHook(
          'onRequest',
          authenticator(
            { fullAccess: config.CONTENT_API_TOKEN, readOnly: config.CONTENT_READ_ONLY_TOKEN },
            services.users,
          ),
        );
        await protectedApi.register(multipart, {
          limits: { fileSize: config.CONTENT_UPLOAD_MAX_BYTES, files: 10, fields: 20 },
        });
        for (const store of services.entries.values()) {
          if (store.type.kind === 'collectionType') collectionRoutes(protectedApi, services, store);
          else singleTypeRoutes(protectedApi, services, store);
        }
        uploadRoutes(protectedApi, services);
        localeRoutes(protectedApi);
      });
    },
    { prefix: '/api' },
  );

  app.addHook('onClose', async () => services.close());
  return app;
}
