import type { FastifyError, FastifyInstance } from 'fastify';
import { envelope, payloadTooLargeError, StrapiError } from './errors.ts';

const namesByStatus: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  406: 'NotAcceptableError',
  408: 'RequestTimeoutError',
  415: 'UnsupportedMediaTypeError',
};

/**
 * The one error handler: every failure leaves as Strapi's `{data: null, error}` envelope. Client
 * errors keep their message; anything else is logged whole and answered with a bare 500, so no
 * SQL, path or stack reaches a caller.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const strapi = toStrapiError(error);
    if (strapi.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ status: strapi.status, name: strapi.name }, 'request refused');
    // A deadline can pass while the body is still arriving: close so the rest is not read.
    if (strapi.status === 408) reply.header('connection', 'close');
    return reply.code(strapi.status).send(envelope(strapi));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(envelope(new StrapiError(404, 'NotFoundError', 'Not Found'))),
  );
}

export function toStrapiError(error: FastifyError): StrapiError {
  if (error instanceof StrapiError) return error;
  // Behaviour §8: a request past its deadline is a 408 (Fastify's handlerTimeout reports it as a 503).
  if (error.code === 'FST_ERR_HANDLER_TIMEOUT')
    return new StrapiError(408, 'RequestTimeoutError', 'Request Timeout');
  const status = error.statusCode ?? 500;
  if (status === 413) return payloadTooLargeError(error.message);
  if (status >= 400 && status < 500)
    return new StrapiError(status, namesByStatus[status] ?? 'ApplicationError', error.message);
  return new StrapiError(500, 'InternalServerError', 'Internal Server Error');
}
