import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  GraphQLError,
  Location,
  NoSchemaIntrospectionCustomRule,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import mercurius from 'mercurius';
import { GatewayError, isErrorCode, refusal, type ErrorCode } from '../../errors.ts';
import { formatError } from '../../graphql/format-errors.ts';
import {
  assertWithinCost,
  limitRules,
  parseOptions,
  tokenLimitError,
  type QueryLimits,
} from '../../graphql/limits.ts';
import { PersistedQueries } from '../../graphql/persisted-queries.ts';
import { AccountKeys, customerNames } from '../../graphql/account-keys.ts';
import { installRateLimits } from '../../graphql/rate-limits.ts';
import { installOrderTrackingPrivacy } from '../../graphql/order-tracking-privacy.ts';
import { assertCleanInput, assertVariablesDepth } from '../../graphql/input-hygiene.ts';
import { responseCachePlugin } from '../../graphql/response-cache.ts';
import { responseSizePlugin } from '../../graphql/response-size.ts';
import type { GatewayContext } from '../../schema/context.ts';
import { contentLocale } from '../../content/content-subschema.ts';

export interface GraphQLPluginOptions {
  schema: GraphQLSchema;
  /** `false`: no limits at all (the bench's comparison only). */
  limits: QueryLimits | false;
}

interface PersistedBody {
  documentId?: string;
  query?: string;
}

/**
 * POST/GET /graphql (Mercurius) with the edge rules: persisted operations (only those
 * in production), no introspection or GraphiQL in production, CSRF prevention (JSON content type
 * or a preflight header), depth/alias/cost limits, per-IP and per-account rate limits, and one
 * error formatter that hides internals.
 */
export const graphqlPlugin = fp<GraphQLPluginOptions>(
  async (app, options) => {
    const production = app.config.APP_MODE === 'production';
    // The back ends' addresses, cut from production error messages (gateway README "Images by path").
    const internalHosts = production ? backendHosts(app.config) : [];
    const limits = options.limits;
    const persisted = new PersistedQueries(app.config.PERSISTED_QUERIES_FILE);
    const localeOf = (request: FastifyRequest) =>
      contentLocale(
        (request.headers['x-locale'] as string | undefined) ?? request.headers['accept-language'],
      );
    // Before the response cache builds a key from the variables (JSON.stringify recurses).
    // A callback hook: it runs before every route's handler (a throw is answered as the error).
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.routeOptions.url === '/graphql') {
        const variables = (request.body as { variables?: unknown } | undefined)?.variables;
        if (typeof variables === 'object') assertVariablesDepth(variables);
      }
      done();
    });
    await app.register(responseSizePlugin, { maxBytes: app.config.GRAPHQL_MAX_RESPONSE_BYTES });
    await app.register(responseCachePlugin, {
      cache: app.upstreams.cache,
      persisted,
      persistedOnly: production,
      locale: localeOf,
      maxBytes: app.config.GRAPHQL_MAX_RESPONSE_BYTES,
    });
    installOrderTrackingPrivacy(options.schema);
    installRateLimits(options.schema, {
      counter: app.upstreams.counter,
      accounts: new AccountKeys(
        customerNames(app.upstreams.transport),
        app.upstreams.redis,
        `${app.config.REDIS_KEY_PREFIX}rl:account:`,
      ),
    });
    await app.register(mercurius, {
      schema: options.schema,
      path: '/graphql',
      graphiql: !production,
      allowBatchedQueries: false,
      csrfPrevention: {
        requiredHeaders: ['x-requested-with', 'x-mercurius-operation-name', 'mercurius-require-preflight'],
      },
      validationRules: [
        ...(production ? [NoSchemaIntrospectionCustomRule] : []),
        ...(limits ? limitRules(limits) : []),
      ],
      graphql: { parseOptions: limits ? parseOptions(limits) : {} },
      persistedQueryProvider: persistedQueryProvider(production, persisted),
      context: async (request, reply): Promise<GatewayContext> => ({
        shopper: await app.shopperFor(request, reply),
        locale: localeOf(request),
        ip: request.ip,
        log: request.log,
      }),
      errorFormatter: errorFormatter(app, { production, internalHosts }),
    });
    // Mercurius takes a query that is not GraphQL text for a JSON syntax tree (`"42"`, 20,000
    // nested brackets); only documents the GraphQL parser made are run.
    app.graphql.addHook('preValidation', async (_schema, document) => {
      if (!(document?.loc instanceof Location))
        throw refusal('BAD_REQUEST', 'The query must be a GraphQL document as text.', { field: 'query' });
    });
    app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
      if (limits) assertWithinCost(schema, document, variables as Record<string, unknown>, limits);
      assertCleanInput(document, variables as Record<string, unknown>);
    });
  },
  { name: 'graphql', dependencies: ['upstreams', 'shopper-session'] },
);

/**
 * Relay posts {documentId, operationName, variables}; in production nothing else runs. In
 * development the web app also sends the text, which runs even before the map exists.
 */
function persistedQueryProvider(production: boolean, persisted: PersistedQueries): never {
  return {
    isPersistedQuery: (body: PersistedBody) => production || (Boolean(body.documentId) && !body.query),
    getHash: (body: PersistedBody) => body.documentId ?? false,
    getQueryFromHash: async (id: string) => persisted.get(id),
    notFoundError: 'PersistedQueryNotFound',
    notSupportedError: 'PersistedQueryNotSupported',
  } as never;
}

/**
 * The one error formatter: every error gets a stable code, internals are logged and hidden (and
 * the back ends' addresses cut in production), and refusals keep their HTTP status.
 */
function errorFormatter(app: FastifyInstance, settings: { production: boolean; internalHosts: string[] }) {
  return (execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>, context: unknown) => {
    const log = (context as { reply?: { log: typeof app.log } }).reply?.log ?? app.log;
    const flat = execution.errors.flatMap(codedErrors);
    const errors = flat.map((error) => {
      const { formatted, internal } = formatError(error, {
        suggestions: !settings.production,
        addresses: settings.internalHosts,
      });
      if (internal)
        log.error({ err: error.originalError ?? error, path: error.path }, 'graphql resolver failed');
      return formatted;
    });
    // Refusals before execution (CSRF, body limit, bad JSON) keep their HTTP status.
    const refusal = flat.map(httpStatusOf).find((status) => status !== undefined && status < 500);
    const statusCode = execution.data
      ? 200
      : (refusal ?? (execution as { statusCode?: number }).statusCode ?? 200);
    return { statusCode, response: { data: execution.data ?? null, errors } };
  };
}

/** One error as the errors the client sees, each with a code of the error catalogue. */
function codedErrors(error: GraphQLError): GraphQLError[] {
  const nested = (error.originalError as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(nested)) {
    // Parse and validation errors: the limit rules' own codes stay, the rest is one code.
    return nested.map((inner: GraphQLError) =>
      isErrorCode(inner.extensions?.code)
        ? inner
        : (bodyShapeError(inner) ??
          tokenLimitError(inner) ??
          new GraphQLError(inner.message ?? 'Invalid query', {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          })),
    );
  }
  return [persistedError(error) ?? requestError(error) ?? error];
}

function httpStatusOf(error: GraphQLError): number | undefined {
  const status =
    (error.originalError as { statusCode?: unknown } | undefined)?.statusCode ??
    (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Fastify and Mercurius refusals of the HTTP request itself: shown, with a code of their own. */
function requestError(error: GraphQLError): GraphQLError | undefined {
  if (isErrorCode(error.extensions?.code)) return undefined;
  const status = httpStatusOf(error);
  if (status === undefined || status >= 500) return undefined;
  const code: ErrorCode =
    status === 413
      ? 'PAYLOAD_TOO_LARGE'
      : /Cross-Site Request Forgery/.test(error.message)
        ? 'CSRF_PREVENTED'
        : 'BAD_REQUEST';
  const refused = new GatewayError(code, error.message);
  Object.assign(refused, { statusCode: status });
  return refused;
}

/** The route's JSON schema refusing the body (not an object, `variables` not an object, …). */
function bodyShapeError(error: GraphQLError): GraphQLError | undefined {
  const context = (error as { validationContext?: unknown }).validationContext;
  return typeof context === 'string'
    ? refusal('BAD_REQUEST', `Invalid request: ${error.message}.`, { field: context })
    : undefined;
}

/** Mercurius' persisted-query errors, with the code the web app maps. */
function persistedError(error: GraphQLError): GraphQLError | undefined {
  if (/PersistedQueryNotFound|Unknown query/.test(error.message)) {
    return new GatewayError(
      'PERSISTED_QUERY_NOT_FOUND',
      'Unknown persisted operation: rebuild the storefront or reload the page.',
    );
  }
  if (/PersistedQueryNotSupported/.test(error.message)) {
    return new GatewayError('PERSISTED_QUERY_NOT_FOUND', 'Only persisted operations are accepted.');
  }
  return undefined;
}

/** `host:port` and `host` of every back end the gateway talks to. */
function backendHosts(config: {
  COMMERCE_GRAPHQL_URL: string;
  CONTENT_API_URL: string;
  REDIS_URL?: string;
  EVENT_STORE_URL?: string;
}): string[] {
  const urls = [
    config.COMMERCE_GRAPHQL_URL,
    config.CONTENT_API_URL,
    config.REDIS_URL,
    config.EVENT_STORE_URL,
  ];
  const hosts = urls.flatMap((url) => {
    try {
      const parsed = url ? new URL(url) : undefined;
      return parsed?.host ? [parsed.host] : [];
    } catch {
      return [];
    }
  });
  // Longest first, so `127.0.0.1:4010` goes whole before a bare `127.0.0.1` could be cut from it.
  const all = [...new Set([...hosts, ...hosts.map((host) => host.replace(/:\d+$/, ''))])];
  return all.sort((a, b) => b.length - a.length);
}
