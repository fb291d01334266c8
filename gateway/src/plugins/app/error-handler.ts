import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The one error handler of the HTTP routes: 4xx keep their message, 5xx are logged
 * with the request's context and answered with a generic message. GraphQL errors are formatted
 * by the Mercurius error formatter (src/graphql/format-errors.ts), which follows the same rule.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error(
          {
            err: error,
            method: request.method,
            url: request.url.split('?')[0],
            route: request.routeOptions.url,
          },
          'request failed',
        );
        return reply
          .code(status)
          .send({ error: 'Internal Server Error', message: 'Something went wrong.', statusCode: status });
      }
      request.log.info({ err: error, url: request.url.split('?')[0] }, 'request refused');
      return reply.code(status).send({
        error: error.name === 'Error' ? 'Bad Request' : error.name,
        message: error.message,
        statusCode: status,
      });
    });
  },
  { name: 'error-handler' },
);
