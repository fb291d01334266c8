export { startTelemetry, type Telemetry, type TelemetryOptions } from './sdk.ts';
export {
  startInMemoryTelemetry,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type InMemoryTelemetry,
  type ReadableSpan,
} from './testing.ts';
export { currentTraceIds, traceMixin, type TraceIds } from './logs.ts';
export { loadTelemetrySettings, type TelemetrySettings } from './settings.ts';
export { RedactingSpanProcessor, redactAttributes } from './redaction.ts';
export { describeEntry } from './service-identity.ts';
export { registerEsmHooks } from './esm-hooks.ts';
// The API handle tests and services need to open their own spans, without a direct dependency.
export { trace, context, SpanKind, type Span } from '@opentelemetry/api';
