/**
 * Telemetry for tests: the real SDK and instrumentations, with every finished span kept in memory
 * (SimpleSpanProcessor, so a span is readable as soon as it ends) instead of exported.
 */
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { registerEsmHooks } from './esm-hooks.ts';
import { startTelemetry, type Telemetry } from './sdk.ts';

export interface InMemoryTelemetry extends Telemetry {
  exporter: InMemorySpanExporter;
  /** Finished spans so far, oldest first. */
  spans(): ReadableSpan[];
}

/** Starts the SDK with the ESM hooks; await it before importing what should be traced. */
export async function startInMemoryTelemetry(
  serviceName = 'test',
  env: NodeJS.ProcessEnv = {},
): Promise<InMemoryTelemetry> {
  const hooksAcknowledged = registerEsmHooks();
  const exporter = new InMemorySpanExporter();
  const telemetry = startTelemetry({ serviceName, env, spanProcessors: [new SimpleSpanProcessor(exporter)] });
  await hooksAcknowledged();
  return { ...telemetry, exporter, spans: () => exporter.getFinishedSpans() };
}

export { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan };
