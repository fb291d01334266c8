/**
 * Fastify plugin: Prometheus metrics at `/metrics`, RED metrics for every request and every
 * GraphQL operation (by operation name; `errors[]` on HTTP 200 counts as an error), and the trace
 * id on the request logger when the logger has no trace mixin of its own.
 *
 * Register once in app.ts, before the routes:  `await app.register(observability);`
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { currentTraceIds, hasMixin } from '@nails/platform/telemetry/logs';
import { describeRequest, registerPeerService } from '@nails/platform/telemetry/span-names';
import { metrics as sharedMetrics, type GatewayMetrics, type GraphqlOutcome } from './metrics.ts';
import {
  createNameLimiter,
  operationsOf,
  responseErrors,
  type AnswerErrors,
  type OperationLabel,
} from './graphql-operation.ts';
import { observeEventLog, type ObservableEventStore } from './event-log.ts';

export interface ObservabilityOptions {
  /** Defaults to the process-wide `metrics`; tests pass their own `createGatewayMetrics()`. */
  metrics?: GatewayMetrics;
  /** Where Prometheus scrapes (default `/metrics`); `false` when a separate listener serves it. */
  path?: string | false;
  /** The GraphQL endpoint whose requests are counted per operation (default `/graphql`). */
  graphqlPath?: string;
  /** The event store: appends, the shop funnel and the outbox backlog are read from its log. */
  events?: ObservableEventStore;
}

interface GraphqlSeen {
  operations: OperationLabel[];
  errors: AnswerErrors[];
}

/** The upstreams every gateway calls, so their series exist (at zero) before the first call. */
const knownUpstreams = ['commerce', 'content'] as const;

const observabilityPlugin: FastifyPluginAsync<ObservabilityOptions> = async (
  app: FastifyInstance,
  options,
) => {
  const metrics = options.metrics ?? sharedMetrics;
  const metricsPath = options.path ?? '/metrics';
  const graphqlPath = options.graphqlPath ?? '/graphql';
  const limitName = createNameLimiter();
  // What onSend read of a GraphQL answer, for onResponse: on the request itself rather than in a
  // WeakMap, whose entries cost the garbage collector on every response.
  if (!app.hasRequestDecorator('graphqlSeen')) app.decorateRequest('graphqlSeen', null);
  if (!app.hasRequestDecorator('graphqlWithoutErrors')) app.decorateRequest('graphqlWithoutErrors', false);
  if (!app.hasRequestDecorator('metricsRoute')) app.decorateRequest('metricsRoute', null);

  introduceUpstreams(app, metrics);

  // Callback hooks, not async ones: every response of the gateway runs them, and a promise
  // per hook is measurable on a cached answer (`npm run bench -w gateway -- catalogue`).
  app.addHook('onRequest', (request, reply, done) => {
    // A logger with the platform's trace mixin stamps every line already; otherwise bind the ids
    // of the request's span so at least the request logger's lines name their trace.
    if (!hasMixin(request.log)) {
      const ids = currentTraceIds();
      if (ids) {
        request.log = request.log.child(ids);
        reply.log = request.log; // Fastify's "request completed" line is written through the reply's logger
      }
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // A response or page cache says what it served (x-cache): the request's span carries it, so a
    // trace tells a cached read from one that went upstream.
    const cache = reply.getHeader('x-cache');
    const cacheAttributes = typeof cache === 'string' ? { 'nails.cache.result': cache } : undefined;
    if (!isGraphql(request, graphqlPath)) {
      if (cacheAttributes) describeRequest(request.raw, { attributes: cacheAttributes });
      return done(null, payload);
    }
    const operations = operationsOf(request.method === 'GET' ? request.query : request.body);
    // An answer its sender vouches for (a cached one: only answers without errors are stored)
    // is not searched for `errors` again.
    const errors = request.graphqlWithoutErrors
      ? operations.map((): AnswerErrors => 'none')
      : responseErrors(payload, operations.length);
    request.graphqlSeen = { operations, errors };
    nameByOperation(
      request,
      operations.map((operation) => ({ ...operation, name: limitName(operation.name) })),
      cacheAttributes,
    );
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    const seconds = reply.elapsedTime / 1000;
    metrics.recordHttpRequest(request.method, routeOf(request) || 'unmatched', reply.statusCode, seconds);
    if (!isGraphql(request, graphqlPath)) return done();
    const graphql = request.graphqlSeen ?? {
      operations: [{ name: 'unknown', type: 'unknown' }],
      errors: ['none'],
    };
    graphql.operations.forEach((operation, index) => {
      const errors = graphql.errors[index] ?? 'none';
      const outcome: GraphqlOutcome =
        reply.statusCode >= 500
          ? 'http_error'
          : errors === 'error'
            ? 'graphql_error'
            : errors === 'refusal'
              ? 'refused'
              : reply.statusCode >= 400
                ? 'http_error'
                : 'ok';
      metrics.recordGraphqlRequest(limitName(operation.name), operation.type, outcome, seconds);
    });
    done();
  });

  if (options.events) {
    const observer = await observeEventLog(options.events, metrics);
    app.addHook('onClose', () => observer.stop());
  }

  if (metricsPath !== false)
    app.get(metricsPath, { logLevel: 'warn' }, async (_request, reply) => {
      reply.header('content-type', metrics.registry.contentType);
      return metrics.registry.metrics();
    });
};

/**
 * Every dashboard panel has a series from the start: the known upstreams' series at zero
 * (ops/README.md). Their client spans are named after them (`POST commerce`, `peer.service`).
 */
function introduceUpstreams(app: FastifyInstance, metrics: GatewayMetrics): void {
  for (const upstream of knownUpstreams) metrics.knowUpstream(upstream);
  const config = app.hasDecorator('config')
    ? (app as unknown as { config: { COMMERCE_GRAPHQL_URL?: string; CONTENT_API_URL?: string } }).config
    : undefined;
  registerPeerService(config?.COMMERCE_GRAPHQL_URL, 'commerce');
  registerPeerService(config?.CONTENT_API_URL, 'content');
}

/**
 * The server span is named by operation (`POST /graphql AddToCart`), cached answers included,
 * which never reach the GraphQL instrumentation's operation span.
 */
function nameByOperation(
  request: FastifyRequest,
  operations: OperationLabel[],
  cacheAttributes: Record<string, string> | undefined,
): void {
  const names = operations.map((operation) => operation.name).join(',');
  describeRequest(request.raw, {
    operation: names,
    attributes: {
      'graphql.operation.name': names,
      'graphql.operation.type': operations.map((operation) => operation.type).join(','),
      ...cacheAttributes,
    },
  });
}

/**
 * The answer about to be sent for `request` carries no `errors` (the response cache says so of
 * its hits: it stores only answers without errors). The metrics still count the operation, by
 * name and outcome, without searching the answer's bytes.
 */
export function answeredWithoutErrors(request: FastifyRequest): void {
  request.graphqlWithoutErrors = true;
}

/** The request's route pattern ('' when no route matched), read once per request. */
function routeOf(request: FastifyRequest): string {
  // `request.routeOptions` builds a new object on every read.
  request.metricsRoute ??= request.routeOptions.url ?? '';
  return request.metricsRoute;
}

function isGraphql(request: FastifyRequest, graphqlPath: string): boolean {
  return (routeOf(request) || request.url.split('?')[0]) === graphqlPath;
}

// What fastify-plugin does: skip encapsulation so the hooks see every route of the app.
const skipOverride = observabilityPlugin as FastifyPluginAsync<ObservabilityOptions> &
  Record<symbol, unknown>;
skipOverride[Symbol.for('skip-override')] = true;
skipOverride[Symbol.for('fastify.display-name')] = 'nails-observability';

export const observability = observabilityPlugin;
export default observabilityPlugin;
export { metrics, createGatewayMetrics, type GatewayMetrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operations of a GraphQL request and whether each answer had errors (onSend → onResponse). */
    graphqlSeen: GraphqlSeen | null;
    /** Set by `answeredWithoutErrors`. */
    graphqlWithoutErrors: boolean;
    /** The route pattern the metrics read ('' when none matched), once per request. */
    metricsRoute: string | null;
  }
}
