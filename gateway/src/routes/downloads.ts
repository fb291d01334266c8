import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyPluginAsync } from 'fastify';

/** Headers of commerce's answer that the shopper's browser needs to save the file. */
const passedHeaders = ['content-type', 'content-length', 'content-disposition', 'last-modified'];

/**
 * Bought downloads served at the shop's public address: `/downloads/shop/download?token=…`
 * proxies to commerce's `/shop/download?token=…` (the signed, counted link of WooCommerce's
 * downloads). Commerce writes its links under `COMMERCE_DOWNLOADS_URL` (`PUBLIC_URL/downloads`,
 * set by scripts/start.ts), so the shopper never sees the back end's internal address.
 */
export const downloadRoutes: FastifyPluginAsync = async (app) => {
  const commerceOrigin = new URL(app.config.COMMERCE_GRAPHQL_URL).origin;

  app.get<{ Params: { '*': string }; Querystring: Record<string, string> }>(
    '/downloads/*',
    async (request, reply) => {
      const path = request.params['*'];
      // Only commerce's download endpoint: this route is not a general proxy to the back end.
      if (path !== 'shop/download') return reply.code(404).send({ error: 'Not Found', statusCode: 404 });
      const search = new URL(request.url, 'http://gateway').search;
      let upstream: Response;
      try {
        upstream = await fetch(`${commerceOrigin}/shop/download${search}`, {
          signal: AbortSignal.timeout(app.config.COMMERCE_TIMEOUT_MS),
          redirect: 'manual',
        });
      } catch (error) {
        request.log.warn({ err: error }, 'download proxy: commerce did not answer');
        return reply
          .code(502)
          .type('text/plain; charset=utf-8')
          .send('The download is not available right now; please try again.');
      }
      reply.code(upstream.status).header('cache-control', 'private, no-store');
      for (const name of passedHeaders) {
        const value = upstream.headers.get(name);
        if (value) reply.header(name, value);
      }
      if (!upstream.body) return reply.send();
      return reply.send(Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>));
    },
  );
};
