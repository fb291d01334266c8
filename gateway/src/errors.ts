import { GraphQLError } from 'graphql';

/**
 * The stable codes the web app maps to translated messages (style.md, "Config and errors").
 * Anything else reaching the browser is INTERNAL_SERVER_ERROR with a generic message.
 */
export type ErrorCode =
  | 'UPSTREAM_UNAVAILABLE'
  | 'UNAUTHENTICATED'
  | 'SESSION_INVALID'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'QUERY_TOO_COMPLEX'
  | 'FORBIDDEN'
  | 'PAYLOAD_TOO_LARGE'
  | 'CSRF_PREVENTED'
  | 'BAD_REQUEST'
  | 'INTERNAL_SERVER_ERROR';

/** Spec §8 messages, used where an error has one. */
export const messages = {
  general: 'Something went wrong.',
  notFound: 'Product not found.',
  noOrder: 'We could not find your order. Please try again later.',
  upstream: 'The shop is not reachable right now. Please try again later.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  sessionInvalid: 'Your session has expired. Please reload the page.',
  unauthenticated: 'Please sign in to continue.',
} as const;

export class GatewayError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { code, ...extra } });
    this.name = 'GatewayError';
  }
}

export const badUserInput = (message: string, extra: Record<string, unknown> = {}) =>
  new GatewayError('BAD_USER_INPUT', message, extra);
export const notFound = (message: string = messages.notFound) => new GatewayError('NOT_FOUND', message);
export const upstreamUnavailable = (upstream: string) =>
  new GatewayError('UPSTREAM_UNAVAILABLE', messages.upstream, { upstream });
