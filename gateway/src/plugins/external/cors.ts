import cors from '@fastify/cors';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: a route with no CORS headers at all (read by @fastify/cors on each request). */
    cors?: false;
  }
}

/**
 * CORS allow-list (CORS_ORIGINS, comma-separated). Empty: same-origin only, which is how the
 * storefront is served; the Vite dev server is listed in .env.example for `npm run dev`.
 */
export const corsPlugin = fp(
  async (app) => {
    const allowed = app.config.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.includes(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['content-type', 'x-locale', 'x-requested-with', 'accept-language'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
