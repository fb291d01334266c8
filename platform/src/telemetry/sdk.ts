/**
 * OpenTelemetry for the three Node services (gateway, commerce, content): one setup, started
 * before the app is imported (see register.ts), so every HTTP request, fetch to an upstream,
 * GraphQL operation, Redis command and SQL query is a span of one trace across the services.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { diag, DiagConsoleLogger, DiagLogLevel } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ConsoleSpanExporter,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import path from 'node:path';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { varDir } from '../paths.ts';
import { JsonLinesSpanExporter } from './json-lines-exporter.ts';
import { setTelemetryShutdown } from './lifecycle.ts';
import { peerServiceOf, requestDescription } from './span-names.ts';
import { RedactingSpanProcessor } from './redaction.ts';
import { loadTelemetrySettings, type TelemetrySettings } from './settings.ts';

export interface TelemetryOptions {
  serviceName: string;
  serviceVersion?: string;
  env?: NodeJS.ProcessEnv;
  /** Extra processors (tests pass a SimpleSpanProcessor over an InMemorySpanExporter). */
  spanProcessors?: SpanProcessor[];
}

export interface Telemetry {
  /** False when OTEL_SDK_DISABLED is set: nothing was started. */
  enabled: boolean;
  /** True when spans leave the process (OTEL_TRACES_EXPORTER, or OTEL_EXPORTER_OTLP_ENDPOINT set). */
  exporting: boolean;
  /** Where OTEL_TRACES_EXPORTER=file writes, when it does. */
  traceFile?: string;
  settings: TelemetrySettings;
  shutdown(): Promise<void>;
}

// Health and metrics polls would be most of the spans and tell nothing.
const quietPaths = /^\/(healthz|readyz|metrics)(\?|$)/;

let started: Telemetry | undefined;

/** Starts the SDK once per process; a second call returns the first one's handle. */
export function startTelemetry(options: TelemetryOptions): Telemetry {
  if (started) return started;
  const env = options.env ?? process.env;
  const settings = loadTelemetrySettings(env);
  if (settings.OTEL_SDK_DISABLED) {
    started = { enabled: false, exporting: false, settings, shutdown: async () => {} };
    return started;
  }
  if (env.OTEL_LOG_LEVEL === 'debug') diag.setLogger(new DiagConsoleLogger(), DiagLogLevel.DEBUG);

  const exporters = exportersFrom(settings, env);
  const processors: SpanProcessor[] = [
    ...(options.spanProcessors ?? []),
    ...exporters.map((exporter) => new BatchSpanProcessor(exporter)),
  ];
  // With no processor at all NodeSDK registers no tracer provider, and then there would be no
  // trace ids to log and no traceparent to forward; a processor that drops everything keeps both.
  if (processors.length === 0) processors.push(dropEverything);

  const sdk = new NodeSDK({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: settings.OTEL_SERVICE_NAME ?? options.serviceName,
      [ATTR_SERVICE_VERSION]: options.serviceVersion ?? '0.0.0',
    }),
    // Only env attributes (OTEL_RESOURCE_ATTRIBUTES): the process detector would record the
    // command line, which may carry settings.
    resourceDetectors: [],
    sampler: samplerFrom(settings),
    spanProcessors: processors.map((processor) => new RedactingSpanProcessor(processor)),
    // Metrics are Prometheus (prom-client) and logs are pino on stdout: without these empty
    // lists NodeSDK would start OTLP metric and log exporters towards localhost:4318.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: instrumentations(settings),
  });
  sdk.start();
  const file = exporters.find((exporter) => exporter instanceof JsonLinesSpanExporter);
  const handle: Telemetry = {
    enabled: true,
    exporting: exporters.length > 0,
    ...(file ? { traceFile: file.file } : {}),
    settings,
    shutdown: async () => {
      if (started === handle) started = undefined;
      setTelemetryShutdown(undefined);
      await sdk.shutdown();
    },
  };
  started = handle;
  // The services' stop handlers flush through this (platform/src/shutdown.ts).
  setTelemetryShutdown(handle.shutdown);
  return handle;
}

/**
 * OTEL_TRACES_EXPORTER as the specification reads it (a comma list; `none` alone exports nothing),
 * plus `file`, ours: JSON lines for a machine without a collector. Unset: OTLP when an endpoint
 * is set, else nothing leaves the process.
 */
function exportersFrom(settings: TelemetrySettings, env: NodeJS.ProcessEnv): SpanExporter[] {
  const endpoint = settings.OTEL_EXPORTER_OTLP_ENDPOINT;
  const names = settings.OTEL_TRACES_EXPORTER ?? (endpoint ? ['otlp'] : []);
  return names.flatMap((name): SpanExporter[] => {
    switch (name) {
      case 'otlp':
        // No endpoint: the exporter's own default (http://localhost:4318/v1/traces).
        return [new OTLPTraceExporter(endpoint ? { url: `${endpoint.replace(/\/$/, '')}/v1/traces` } : {})];
      case 'console':
        return [new ConsoleSpanExporter()];
      case 'file':
        return [
          new JsonLinesSpanExporter(
            path.resolve(settings.OTEL_TRACES_FILE ?? path.join(varDir(env), 'traces.jsonl')),
            settings.OTEL_TRACES_FILE_MAX_BYTES,
          ),
        ];
      default:
        return [];
    }
  });
}

function instrumentations(settings: TelemetrySettings) {
  return [
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (request) => quietPaths.test(request.url ?? ''),
      // Runs after the instrumentation named the span `METHOD route`: the operation the service
      // described is appended (span-names.ts), so a trace list reads `POST /graphql AddToCart`.
      applyCustomAttributesOnSpan: (span, request) => {
        if (!('socket' in request) || 'setHeader' in request) return; // a client request
        const description = requestDescription(request);
        if (!description) return;
        if (description.attributes) span.setAttributes(description.attributes);
        const name = (span as unknown as { name?: string }).name;
        if (description.operation && name) span.updateName(`${name} ${description.operation}`);
      },
    }),
    // Node's fetch: upstream calls carry traceparent, so the upstream continues the trace. A call
    // to an origin a service registered is named after that service (`POST commerce`).
    new UndiciInstrumentation({
      requestHook: (span, request) => {
        const peer = peerServiceOf(request.origin);
        if (!peer) return;
        span.setAttribute('peer.service', peer);
        span.updateName(`${request.method} ${peer}`);
      },
    }),
    new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      instrumentHooks: false,
      // Handler spans are named after the plugin function (its whole source for anonymous ones)
      // and add nothing to the request span.
      instrumentHandler: false,
      ignorePaths: (route) => quietPaths.test(route.url),
    }),
    new GraphQLInstrumentation({
      // One span per operation, named "<type> <OperationName>" by the instrumentation.
      ignoreResolveSpans: !settings.OTEL_GRAPHQL_RESOLVER_SPANS,
      ignoreTrivialResolveSpans: true,
      mergeItems: true,
      // Literal values in the recorded source are masked and variables are never recorded.
      allowValues: false,
    }),
    // Command names only: keys can hold session ids, values hold cached data.
    new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
    // A span per statement, none per connection the pool hands out: those were as many as the
    // statements and told an operator nothing the statement spans' timing does not.
    new PgInstrumentation({ enhancedDatabaseReporting: false, ignoreConnectSpans: true }),
  ];
}

function samplerFrom(settings: TelemetrySettings): Sampler {
  const ratio = new TraceIdRatioBasedSampler(settings.OTEL_TRACES_SAMPLER_ARG);
  switch (settings.OTEL_TRACES_SAMPLER) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratio;
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratio });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

const dropEverything: SpanProcessor = {
  onStart: () => {},
  onEnd: () => {},
  forceFlush: async () => {},
  shutdown: async () => {},
};
