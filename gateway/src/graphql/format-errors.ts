import { GraphQLError } from 'graphql';
import { messages, type ErrorCode } from '../errors.ts';

const stableCodes = new Set<string>([
  'UPSTREAM_UNAVAILABLE',
  'UNAUTHENTICATED',
  'SESSION_INVALID',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PERSISTED_QUERY_NOT_FOUND',
  'QUERY_TOO_COMPLEX',
  'FORBIDDEN',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'PAYLOAD_TOO_LARGE',
  'CSRF_PREVENTED',
  'BAD_REQUEST',
]);
/** Extensions that are safe to show: the rest (upstream HTTP details, stacks) stays in the log. */
const safeExtensions = ['argument', 'entry', 'field', 'limit', 'upstream'];

export interface FormattedError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions: { code: string } & Record<string, unknown>;
}

/** Upstream messages meaning the shopper must sign in (again). */
const unauthenticated =
  /not logged in|must be logged in|expired token|invalid token|jwt|not authorized|permission/i;

/**
 * What the browser may see of an error (style.md: one central error handler). Our own errors
 * keep their code and message; upstream GraphQL errors keep their message (spec §8: "other
 * GraphQL errors return the first error's message") with a stable code; anything else is a bug
 * or a crash: logged in full by the caller, answered as "Something went wrong."
 */
export function formatError(error: GraphQLError): { formatted: FormattedError; internal: boolean } {
  const original = error.originalError;
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
  const base = { locations: error.locations, path: error.path };
  const internal =
    original !== undefined && original !== null && !(original instanceof GraphQLError) && !code;
  if (internal) {
    return {
      formatted: {
        message: messages.general,
        ...base,
        extensions: { code: 'INTERNAL_SERVER_ERROR' satisfies ErrorCode },
      },
      internal: true,
    };
  }
  const extensions: FormattedError['extensions'] = {
    code: code && stableCodes.has(code) ? code : upstreamCode(error.message, code),
  };
  for (const key of safeExtensions)
    if (error.extensions?.[key] !== undefined) extensions[key] = error.extensions[key];
  return { formatted: { message: error.message, ...base, extensions }, internal: false };
}

function upstreamCode(message: string, code: string | undefined): string {
  if (code === 'INTERNAL_SERVER_ERROR' || code === 'SUBREQUEST_HTTP_ERROR') return 'UPSTREAM_UNAVAILABLE';
  if (unauthenticated.test(message)) return 'UNAUTHENTICATED';
  if (/not found|could not find|does not exist|no .* found/i.test(message)) return 'NOT_FOUND';
  return 'BAD_USER_INPUT';
}
