import { GraphQLError } from 'graphql';
import { errorCatalogue, GatewayError, isErrorCode, messages, type ErrorCode } from '../errors.ts';
import { refusalOf } from './upstream-refusals.ts';

/**
 * Extensions that are safe to show: those schema/error-codes.json lists for any code (field,
 * reason, retryAfter, limit, …). The rest (upstream HTTP details, stacks) stays in the log.
 */
const safeExtensions = [
  ...new Set(['argument', 'entry', ...Object.values(errorCatalogue).flatMap((entry) => entry.extensions)]),
];

/** Echoed input (a slug, a category name, a filter entry) is cut to this many characters. */
export const maxEchoLength = 100;
/** No message the browser sees is longer than this (behaviour §8 messages are one sentence). */
const maxMessageLength = 300;

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
 * graphql-js's own words for an answer that breaks the schema (an upstream or resolver left a
 * non-null field empty): a bug on our side of the shop, never the shopper's input.
 */
const brokenAnswer = /^Cannot return null for non-nullable field /;

/**
 * What the browser may see of an error (one central error formatter, as the HTTP routes have one handler). Every code of the
 * catalogue keeps its code, message and catalogued extensions unchanged; upstream GraphQL errors
 * keep their message (behaviour §8: "other GraphQL errors return the first error's message") with a
 * stable code: the refusal's own (upstream-refusals.ts) when the sentence is a known one, which the
 * storefront translates, else a generic one; anything else is a bug or a crash: logged in full by the caller, answered as
 * "Something went wrong."
 */
export function formatError(
  error: GraphQLError,
  options: { suggestions?: boolean; addresses?: readonly string[] } = {},
): { formatted: FormattedError; internal: boolean } {
  const original = error.originalError;
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
  const base = { locations: error.locations, path: error.path };
  const internal =
    (original !== undefined && original !== null && !(original instanceof GraphQLError) && !code) ||
    brokenAnswer.test(error.message);
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
  const refusal = ours(error) || !generic(code) ? undefined : refusalOf(error.message);
  const extensions: FormattedError['extensions'] = {
    code: refusal?.code ?? (isErrorCode(code) ? code : upstreamCode(error.message, code)),
  };
  for (const key of safeExtensions) {
    const value = error.extensions?.[key];
    if (value !== undefined)
      extensions[key] =
        typeof value === 'string' ? cut(withoutAddresses(value, options.addresses ?? [])) : value;
  }
  if (refusal?.field) extensions.field = refusal.field;
  for (const [key, value] of Object.entries(refusal?.params ?? {})) extensions[key] = cut(value);
  const message = withoutAddresses(
    options.suggestions === false ? withoutSuggestions(error.message) : error.message,
    options.addresses ?? [],
  );
  return { formatted: { message: shorten(message), ...base, extensions }, internal: false };
}

/** Raised by the gateway itself: its code is already the right one. */
const ours = (error: GraphQLError) =>
  error instanceof GatewayError || error.originalError instanceof GatewayError;

/**
 * Codes an upstream sends for any refusal (the embedded commerce's BAD_USER_INPUT, WooGraphQL's
 * none at all): its sentence says which refusal it is (upstream-refusals.ts).
 */
const generic = (code: string | undefined) =>
  !isErrorCode(code) || ['BAD_USER_INPUT', 'NOT_FOUND', 'OUT_OF_STOCK', 'CONFLICT'].includes(code);

/**
 * graphql-js names the nearest field, type, argument or enum value of a misspelt one ("Did you
 * mean …?"), in validation and in variable coercion alike: in production that reads the schema
 * out to anyone, so it goes.
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}

const cut = (text: string, length = maxEchoLength) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/**
 * Cuts echoed input: a quoted part, or any unbroken run of characters, longer than
 * maxEchoLength (a 90 KB category name must not come back in full), then the whole message.
 */
function shorten(message: string): string {
  if (message.length <= maxEchoLength) return message;
  const echoed = message
    .replace(/(["'“«])([^"'”»]{101,})(["'”»])/g, (_, open: string, text: string, close: string) => {
      return `${open}${cut(text)}${close}`;
    })
    .replace(/\S{101,}/g, (run) => cut(run));
  return cut(echoed, maxMessageLength);
}

function upstreamCode(message: string, code: string | undefined): string {
  if (code === 'INTERNAL_SERVER_ERROR' || code === 'SUBREQUEST_HTTP_ERROR') return 'UPSTREAM_UNAVAILABLE';
  if (unauthenticated.test(message)) return 'UNAUTHENTICATED';
  if (/not found|could not find|does not exist|no .* found/i.test(message)) return 'NOT_FOUND';
  return 'BAD_USER_INPUT';
}

/**
 * Production answers name no internal address (gateway README "Images by path"): an upstream's
 * message that quotes its own URL or `host:port` (a redirect, a connection error) keeps its words
 * without it. `hosts` are `host:port` (or `host`) of the back ends.
 */
export function withoutAddresses(message: string, hosts: readonly string[]): string {
  let out = message;
  for (const host of hosts) {
    const escaped = host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out
      .replace(new RegExp(`(?:https?:)?//${escaped}[^\\s"'<>)]*`, 'gi'), '')
      .replace(new RegExp(escaped, 'gi'), '');
  }
  return out === message
    ? message
    : out
        .replace(/\s{2,}/g, ' ')
        .replace(/\s+([.,;:])/g, '$1')
        .trim();
}
