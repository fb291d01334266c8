import { GraphQLError } from 'graphql';

/**
 * Errors the dialect answers with HTTP 200 and `errors[]`, as WPGraphQL does. Every one
 * carries a stable `extensions.code` the gateway and the web app map to translated messages, and
 * WPGraphQL's `category` ("user" for bad input, "internal" otherwise).
 */
export type ErrorCode =
  'BAD_USER_INPUT' | 'NOT_FOUND' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'CONFLICT' | 'INTERNAL_SERVER_ERROR';

export function commerceError(
  message: string,
  code: ErrorCode = 'BAD_USER_INPUT',
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code, category: code === 'INTERNAL_SERVER_ERROR' ? 'internal' : 'user', ...extra },
  });
}
