import catalogue from '@nails/schema/error-codes.json' with { type: 'json' };
import { GraphQLError } from 'graphql';

/**
 * The stable codes the web app maps to translated messages: every GraphQL error carries a stable `extensions.code`. The
 * one list is schema/error-codes.json: code → HTTP status (for non-GraphQL routes), default
 * English message and the `extensions` the code may carry. Anything else reaching the browser is
 * INTERNAL_SERVER_ERROR with a generic message.
 */
export type ErrorCode = keyof typeof catalogue;

export interface CatalogueEntry {
  status: number;
  message: string;
  extensions: readonly string[];
}

export const errorCatalogue: Readonly<Record<ErrorCode, CatalogueEntry>> = catalogue;

export const errorCodes = Object.keys(catalogue) as ErrorCode[];

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(catalogue, code);

/** The HTTP status a non-GraphQL route answers for a code. */
export const httpStatusFor = (code: ErrorCode): number => errorCatalogue[code].status;

/** Behaviour §8 messages, used where an error has one. */
export const messages = {
  general: errorCatalogue.INTERNAL_SERVER_ERROR.message,
  notFound: errorCatalogue.NOT_FOUND.message,
  noOrder: 'We could not find your order. Please try again later.',
  upstream: errorCatalogue.UPSTREAM_UNAVAILABLE.message,
  rateLimited: errorCatalogue.RATE_LIMITED.message,
  sessionInvalid: errorCatalogue.SESSION_INVALID.message,
  unauthenticated: errorCatalogue.UNAUTHENTICATED.message,
} as const;

export class GatewayError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    message: string = errorCatalogue[code].message,
    extra: Record<string, unknown> = {},
    /** What went wrong underneath, for the log (never sent to the browser). */
    originalError?: Error,
  ) {
    super(message, { extensions: { code, ...extra }, originalError });
    this.name = 'GatewayError';
  }
}

/** A request refused before anything runs: answered with the code's HTTP status (the catalogue's). */
export const refusal = (
  code: ErrorCode,
  message: string = errorCatalogue[code].message,
  extra: Record<string, unknown> = {},
): GatewayError => Object.assign(new GatewayError(code, message, extra), { statusCode: httpStatusFor(code) });

export const badUserInput = (message: string, extra: Record<string, unknown> = {}) =>
  new GatewayError('BAD_USER_INPUT', message, extra);
export const notFound = (message: string = messages.notFound) => new GatewayError('NOT_FOUND', message);
export const upstreamUnavailable = (upstream: string) =>
  new GatewayError('UPSTREAM_UNAVAILABLE', messages.upstream, { upstream });
