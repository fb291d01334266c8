import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorCatalogue } from '../errors.ts';

/**
 * The response ceiling of /graphql (GRAPHQL_MAX_RESPONSE_BYTES): a bigger answer is replaced by
 * RESPONSE_TOO_LARGE before the response cache's onSend sees it (registered first, so it runs
 * first), so it is never sent whole and never cached. The cost limit keeps such answers rare;
 * this is the backstop when items are bigger than the estimate assumes.
 */
export const responseSizePlugin = fp<{ maxBytes: number }>(
  async (app: FastifyInstance, { maxBytes }) => {
    const { status, message } = errorCatalogue.RESPONSE_TOO_LARGE;
    // A callback hook: it runs on every response, and an async one costs a promise each time.
    app.addHook('onSend', (request, reply, payload, done) => {
      // The payload's type first: `routeOptions` builds an object on every read.
      if (typeof payload !== 'string' || request.routeOptions.url !== '/graphql') return done(null, payload);
      // Characters first: a string is never more bytes than 4 × its length, nor fewer than its length.
      if (payload.length <= maxBytes / 4 || Buffer.byteLength(payload) <= maxBytes)
        return done(null, payload);
      request.log.warn({ bytes: Buffer.byteLength(payload), maxBytes }, 'graphql answer too large');
      reply.code(status).header('content-type', 'application/json; charset=utf-8');
      done(
        null,
        JSON.stringify({
          data: null,
          errors: [{ message, extensions: { code: 'RESPONSE_TOO_LARGE', limit: maxBytes } }],
        }),
      );
    });
  },
  { name: 'graphql-response-size' },
);
